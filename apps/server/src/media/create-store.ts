import type { ServerConfig } from '../config.js';
import { createLocalMediaStore } from './local-store.js';
import type { MediaStore } from './store.js';

/**
 * The store `MEDIA_STORE` names: the data directory (default) or an S3-compatible bucket. The AWS
 * SDK is loaded only for a bucket: it is large, and every process (and test file) would pay to import it.
 */
export async function createMediaStore(config: Pick<ServerConfig, 'dataDir' | 'mediaStore'>): Promise<MediaStore> {
  if (config.mediaStore.kind !== 's3') return createLocalMediaStore(config.dataDir);
  const { createS3MediaStore } = await import('./s3-store.js');
  return createS3MediaStore(config.mediaStore, config.dataDir);
}
