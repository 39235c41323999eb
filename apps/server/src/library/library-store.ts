/**
 * The media store with the music folders in front of it: keys `library:<id>/<path>` are files read in
 * place from a registered folder (confined-path.ts), every other key goes to the configured store.
 * The web API, Subsonic and artwork routes need no change to serve a library's files.
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { confinedFile } from './confined-path.js';

const PREFIX = 'library:';
/** How long a folder's path is reused before the database is asked again (a CLI may remove it). */
const ROOTS_TTL_MS = 5000;

export const libraryKey = (libraryId: number, relative: string) => `${PREFIX}${libraryId}/${relative}`;

export function parseLibraryKey(key: string): { libraryId: number; relative: string } | null {
  if (!key.startsWith(PREFIX)) return null;
  const slash = key.indexOf('/', PREFIX.length);
  const id = Number(key.slice(PREFIX.length, slash));
  return slash > 0 && Number.isInteger(id) && id > 0 ? { libraryId: id, relative: key.slice(slash + 1) } : null;
}

export type LibraryRoots = (libraryId: number) => Promise<string | null>;

/** Each library's folder from the database, kept a few seconds. */
export function libraryRootsOf(db: Kysely<Database>): LibraryRoots {
  let roots = new Map<number, string>();
  let loadedAt = 0;
  return async (libraryId) => {
    if (Date.now() - loadedAt > ROOTS_TTL_MS) {
      const rows = await db.selectFrom('libraries').select(['id', 'path']).execute();
      roots = new Map(rows.map((row) => [row.id, row.path]));
      loadedAt = Date.now();
    }
    return roots.get(libraryId) ?? null;
  };
}

async function resolveKey(roots: LibraryRoots, key: string) {
  const parsed = parseLibraryKey(key);
  const root = parsed ? await roots(parsed.libraryId) : null;
  return parsed && root ? confinedFile(root, parsed.relative) : null;
}

export function withLibraries(store: MediaStore, roots: LibraryRoots): MediaStore {
  return {
    kind: store.kind,
    async stat(key) {
      if (!key.startsWith(PREFIX)) return store.stat(key);
      const file = await resolveKey(roots, key);
      return file ? { size: file.size, modified: file.modified } : null;
    },
    async read(key, range) {
      if (!key.startsWith(PREFIX)) return store.read(key, range);
      const file = await resolveKey(roots, key);
      if (!file) throw new Error(`Not a file in a music library: ${key}`);
      // O_NOFOLLOW: a link swapped in after the check is not followed.
      const handle = await fs.promises.open(file.absolute, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      return handle.createReadStream(range ?? {});
    },
    async write(key, body, mime) {
      if (key.startsWith(PREFIX)) throw new Error('Music libraries are read in place and never written');
      return store.write(key, body, mime);
    },
    check: () => store.check(),
    async localCopy(key) {
      if (!key.startsWith(PREFIX)) return store.localCopy(key);
      return (await resolveKey(roots, key))?.absolute ?? null;
    },
    close: () => store.close(),
  };
}
