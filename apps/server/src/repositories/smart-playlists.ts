import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DEFAULT_SMART_LIMIT, rulesOrder, rulesWhere, type SmartRules } from './smart-rules.js';

/** The songs a smart playlist's rules match for one listener: built with Kysely, the same SQL on SQLite and PostgreSQL. */
export function createSmartPlaylistQueries(db: Kysely<Database>) {
  const matching = (codeId: number, rules: SmartRules) =>
    db
      .selectFrom('tracks as t')
      .leftJoin('artists as ar', 'ar.id', 't.artist_id')
      .leftJoin('albums as al', 'al.id', 't.album_id')
      .select('t.id')
      .where(rulesWhere(rules, codeId))
      .orderBy(rulesOrder(rules, codeId))
      .limit(rules.limit ?? DEFAULT_SMART_LIMIT);

  return {
    /** The matching songs' ids in the rules' order, at most the rules' limit. */
    async trackIds(codeId: number, rules: SmartRules): Promise<number[]> {
      return (await matching(codeId, rules).execute()).map((row) => Number(row.id));
    },
    /** How many songs match (after the limit): the editor's preview. */
    async count(codeId: number, rules: SmartRules): Promise<number> {
      const row = await db.selectFrom(matching(codeId, rules).as('m')).select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** A stored rules column as rules; null for a playlist of chosen songs (or an unreadable column). */
export function parseStoredRules(text: string | null): SmartRules | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as SmartRules;
  } catch {
    return null;
  }
}
