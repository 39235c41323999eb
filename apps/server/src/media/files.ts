import type { Kysely } from 'kysely';
import type { Database, MediaFile } from '../db/schema.js';
import { mediaEtag, type MediaStore } from './store.js';

export { resolveMediaPath } from './local-store.js';

export async function findMediaFile(db: Kysely<Database>, id: number, kind: 'audio' | 'artwork'): Promise<MediaFile | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
}

export interface OpenedFile {
  key: string;
  size: number;
  modified: Date;
  etag: string;
}

/** A registered file as the store has it now, or null when the store has no such object. */
export async function statMediaFile(store: MediaStore, file: MediaFile): Promise<OpenedFile | null> {
  const object = await store.stat(file.path);
  return object ? { key: file.path, size: object.size, modified: object.modified, etag: mediaEtag(file.id, object) } : null;
}
