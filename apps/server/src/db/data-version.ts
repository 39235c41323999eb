import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * SQLite: answers whether no other connection (another process: the admin CLI, a second server)
 * committed to the file since the previous call; `pragma data_version` reads no table. The first
 * call answers false, as nothing was seen before it.
 */
export function sqliteUnchangedSinceLastCall(db: Kysely<Database>): () => Promise<boolean> {
  const probe = CompiledQuery.raw('pragma data_version');
  let version: number | undefined;
  return async () => {
    const { rows } = await db.executeQuery<{ data_version: number }>(probe);
    const current = Number(rows[0]?.data_version);
    const same = current === version;
    version = current;
    return same;
  };
}
