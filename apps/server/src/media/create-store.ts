import type { ServerConfig } from '../config.js';
import { createLocalMediaStore } from './local-store.js';
import { createS3MediaStore } from './s3-store.js';
import type { MediaStore } from './store.js';

/** The store `MEDIA_STORE` names: the data directory (default) or an S3-compatible bucket. */
export function createMediaStore(config: Pick<ServerConfig, 'dataDir' | 'mediaStore'>): MediaStore {
  return config.mediaStore.kind === 's3' ? createS3MediaStore(config.mediaStore, config.dataDir) : createLocalMediaStore(config.dataDir);
}
