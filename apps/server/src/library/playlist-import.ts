import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { decodePlaylistFile, parsePlaylistFile, pathInLibrary, PLAYLIST_FILE_MAX_BYTES, PLAYLIST_FILE_TOO_LARGE, type PlaylistFileEntry } from './playlist-file.js';

/** A song found by its tags may differ this much in length (seconds) from the file's #EXTINF. */
const DURATION_TOLERANCE = 3;
const LOOKUP_CHUNK = 500;

export interface UnmatchedEntry {
  line: number;
  location: string;
  reason: string;
}

export const NOT_FOUND_REASON = 'No song of the library has this path, or this artist, title and length';
export const ESCAPES_REASON = 'The path leaves the library folder';
export const ADDRESS_REASON = 'An address on the web, not a file of the library';

/** Where a playlist file found inside a library lies: its relative entries are read from its own folder first. */
export interface PlaylistFileHome {
  libraryId: number;
  /** The file's folder, relative to the library folder ('' for the folder itself). */
  dir: string;
}

/**
 * Matches a playlist file's entries to songs: first by path relative to a library folder (or, for a
 * file found in a library, to its own folder), then by artist + title (+ length when given). Answers
 * the song ids in file order (each once) and every entry that matched nothing, with why.
 */
export async function matchPlaylistFile(db: Kysely<Database>, bytes: Uint8Array, home?: PlaylistFileHome): Promise<{ trackIds: number[]; unmatched: UnmatchedEntry[]; entries: number }> {
  if (bytes.byteLength > PLAYLIST_FILE_MAX_BYTES) throw new HttpError(413, PLAYLIST_FILE_TOO_LARGE, 'payload_too_large');
  const entries = parsePlaylistFile(decodePlaylistFile(bytes));
  if (!entries.length) throw new HttpError(400, 'The file holds no playlist entries (.m3u, .m3u8 or .pls)', 'bad_request');
  const libraries = await db.selectFrom('libraries').select(['id', 'path']).execute();

  // Each entry's candidate (library, relative path); an entry inside no library keeps its tags only.
  const candidates = entries.map((entry) => [
    ...(home && isRelative(entry.location) ? besideFile(entry.location, home) : []),
    ...libraries.flatMap((library) => {
      const relative = pathInLibrary(entry.location, library.path);
      return relative ? [{ libraryId: library.id, relative }] : [];
    }),
  ]);
  const wanted = [...new Set(candidates.flat().map((c) => c.relative))];
  const byPath = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += LOOKUP_CHUNK) {
    const rows = await db.selectFrom('library_files').select(['library_id', 'path', 'track_id']).where('path', 'in', wanted.slice(i, i + LOOKUP_CHUNK)).where('track_id', 'is not', null).execute();
    for (const row of rows) byPath.set(`${row.library_id}\u0000${row.path}`, row.track_id as number);
  }

  const trackIds: number[] = [];
  const unmatched: UnmatchedEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const byFile = (candidates[index] ?? []).map((c) => byPath.get(`${c.libraryId}\u0000${c.relative}`)).find((id) => id !== undefined);
    const id = byFile ?? (await byTags(db, entry));
    if (id !== undefined) trackIds.push(id);
    else unmatched.push({ line: entry.line, location: entry.location, reason: reasonFor(entry, home) });
  }
  return { trackIds: [...new Set(trackIds)], unmatched, entries: entries.length };
}

const isRelative = (location: string) => {
  const slashed = location.replace(/\\/g, '/');
  return !slashed.startsWith('/') && !/^[a-z]:\//i.test(slashed) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(slashed);
};

/** A relative entry read from the playlist file's folder, unless `..` climbs out of the library. */
function besideFile(location: string, home: PlaylistFileHome): { libraryId: number; relative: string }[] {
  const relative = pathInLibrary(home.dir ? `${home.dir}/${location.replace(/\\/g, '/')}` : location, '/');
  return relative ? [{ libraryId: home.libraryId, relative }] : [];
}

function reasonFor(entry: PlaylistFileEntry, home?: PlaylistFileHome): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry.location) && !/^file:\/\//i.test(entry.location)) return ADDRESS_REASON;
  const slashed = entry.location.replace(/\\/g, '/');
  if (isRelative(slashed) && pathInLibrary(home?.dir ? `${home.dir}/${slashed}` : slashed, '/') === null) return ESCAPES_REASON;
  return NOT_FOUND_REASON;
}

async function byTags(db: Kysely<Database>, entry: PlaylistFileEntry): Promise<number | undefined> {
  if (!entry.title) return undefined;
  let query = db
    .selectFrom('tracks as t')
    .innerJoin('artists as ar', 'ar.id', 't.artist_id')
    .select('t.id')
    .where(sql<boolean>`LOWER(t.title) = ${entry.title.toLowerCase()}`);
  if (entry.artist) query = query.where(sql<boolean>`LOWER(ar.name) = ${entry.artist.toLowerCase()}`);
  if (entry.duration !== null) query = query.where('t.duration', '>=', entry.duration - DURATION_TOLERANCE).where('t.duration', '<=', entry.duration + DURATION_TOLERANCE);
  const row = await query.orderBy('t.id').limit(1).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
