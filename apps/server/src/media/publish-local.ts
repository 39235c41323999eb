import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { resolveMediaPath } from './local-store.js';
import type { MediaStore } from './store.js';

/**
 * Copies registered media files that exist in the data directory but not in the store (the demo
 * catalogue renders its audio and artwork locally) into the store. Nothing to do for the local store.
 */
export async function publishLocalMedia(db: Kysely<Database>, dataDir: string, store: MediaStore): Promise<number> {
  if (store.kind === 'local') return 0;
  const files = await db.selectFrom('media_files').select(['path', 'mime']).execute();
  let copied = 0;
  for (const file of files) {
    const local = resolveMediaPath(dataDir, file.path);
    const stat = local ? await fs.promises.stat(local).catch(() => null) : null;
    if (!local || !stat?.isFile()) continue;
    if ((await store.stat(file.path))?.size === stat.size) continue;
    await store.write(file.path, await fs.promises.readFile(local), file.mime);
    copied++;
  }
  return copied;
}
