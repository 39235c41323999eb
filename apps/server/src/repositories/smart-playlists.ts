import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DEFAULT_SMART_LIMIT, rulesOrder, rulesWhere, tallyOrder, type SmartRules } from './smart-rules.js';

/** The songs a smart playlist's rules match for one listener: built with Kysely, the same SQL on SQLite and PostgreSQL. */
export function createSmartPlaylistQueries(db: Kysely<Database>) {
  const songs = () =>
    db
      .selectFrom('tracks as t')
      .leftJoin('artists as ar', 'ar.id', 't.artist_id')
      .leftJoin('albums as al', 'al.id', 't.album_id');
  const matching = (codeId: number, rules: SmartRules) =>
    songs()
      .leftJoin('play_tallies as pt', (join) => join.onRef('pt.track_id', '=', 't.id').on('pt.code_id', '=', codeId))
      .select('t.id')
      .where(rulesWhere(rules, codeId));
  const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

  return {
    /**
     * The matching songs' ids in the rules' order, at most the rules' limit. Sorted by play count or
     * last played, the songs played are read in the order of the tally's index (most played first
     * stops after the limit instead of sorting every match) and the songs never played (0 plays,
     * played longest ago) come before them or after them, by id.
     */
    async trackIds(codeId: number, rules: SmartRules): Promise<number[]> {
      const limit = rules.limit ?? DEFAULT_SMART_LIMIT;
      const order = tallyOrder(rules);
      if (!order) return ids(await matching(codeId, rules).orderBy(rulesOrder(rules)).limit(limit).execute());
      const played = (n: number) =>
        songs()
          .innerJoin('play_tallies as pt', 'pt.track_id', 't.id')
          .select('t.id')
          .where('pt.code_id', '=', codeId)
          .where(rulesWhere(rules, codeId))
          .orderBy(order)
          .limit(n)
          .execute();
      const unplayed = (n: number) => matching(codeId, rules).where('pt.track_id', 'is', null).orderBy('t.id').limit(n).execute();
      const [first, then] = rules.sort?.direction === 'desc' ? [played, unplayed] : [unplayed, played];
      const head = ids(await first(limit));
      return head.length < limit ? [...head, ...ids(await then(limit - head.length))] : head;
    },
    /** How many songs match (after the limit): the editor's preview. Any order keeps as many, so none is asked. */
    async count(codeId: number, rules: SmartRules): Promise<number> {
      const limited = matching(codeId, rules).limit(rules.limit ?? DEFAULT_SMART_LIMIT);
      const row = await db.selectFrom(limited.as('m')).select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
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
