/** Every admin action, from the console or the CLI: who, what, when. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../repositories/json.js';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
}

export interface AuditRecord {
  actor: string;
  action: string;
  target?: string | null;
  detail?: string | null;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({ at: nowIso(), actor: entry.actor.slice(0, 200), action: entry.action, target: entry.target?.slice(0, 200) ?? null, detail: entry.detail?.slice(0, 1000) ?? null })
    .execute();
}

/** Newest first; `before` (an id) pages back. */
export async function listAudit(db: Kysely<Database>, options: { limit?: number; before?: number } = {}): Promise<AuditEntry[]> {
  let query = db.selectFrom('admin_audit_log').select(['id', 'at', 'actor', 'action', 'target', 'detail']).orderBy('id', 'desc').limit(options.limit ?? 100);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  return query.execute();
}
