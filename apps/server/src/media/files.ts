import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, MediaFile } from '../db/schema.js';

/** Resolves a registered media file inside the data directory; a path that escapes it is refused. */
export function resolveMediaPath(dataDir: string, relative: string): string | null {
  const root = path.resolve(dataDir);
  const absolute = path.resolve(root, relative);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

export async function findMediaFile(db: Kysely<Database>, id: number, kind: 'audio' | 'artwork'): Promise<MediaFile | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
}

export interface OpenedFile {
  absolute: string;
  size: number;
  modified: Date;
  etag: string;
}

export async function statMediaFile(dataDir: string, file: MediaFile): Promise<OpenedFile | null> {
  const absolute = resolveMediaPath(dataDir, file.path);
  if (!absolute) return null;
  try {
    const stat = await fs.promises.stat(absolute);
    if (!stat.isFile()) return null;
    return { absolute, size: stat.size, modified: stat.mtime, etag: `"${file.id.toString(36)}-${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"` };
  } catch {
    return null;
  }
}
