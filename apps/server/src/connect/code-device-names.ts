import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { deviceNames } from './device-name.js';

/** The names of every device of a code (device id to name), numbered across all of them, not only those online. */
export async function codeDeviceNames(db: Kysely<Database>, codeId: number): Promise<Map<string, string>> {
  const rows = await db.selectFrom('devices').select(['id', 'device_id', 'device_info', 'name']).where('code_id', '=', codeId).execute();
  return deviceNames(rows);
}
