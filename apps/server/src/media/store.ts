import type { Readable } from 'node:stream';

/** What the server needs to know about a stored object to answer Range, ETag and Last-Modified. */
export interface StoredObject {
  size: number;
  modified: Date;
}

/**
 * Where audio and artwork live: the local data directory or an S3-compatible bucket
 * (`MEDIA_STORE`). Keys are the relative paths registered in `media_files.path`
 * (`media/imported/audio/….mp3`), the same in both stores.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Size and modification time, or null when the object is missing (or the key is not valid). */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes `start`..`end` (inclusive) of an object, or all of it. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Stores an object (replacing one with the same key). */
  write(key: string, body: Buffer, mime: string): Promise<void>;
  /** Throws when the store cannot be reached or used (readiness check). */
  check(): Promise<void>;
  /** A local file with the object's bytes, for readers that need a path (radio programmes). */
  localCopy(key: string): Promise<string | null>;
  close(): Promise<void>;
}

/** Strong-enough validator for a stored file: its id, size and modification time. */
export function mediaEtag(fileId: number, object: StoredObject): string {
  return `"${fileId.toString(36)}-${object.size.toString(36)}-${Math.floor(object.modified.getTime()).toString(36)}"`;
}
