import type { FastifyInstance } from 'fastify';
import { parseSubsonicId } from './ids.js';
import { toSong } from './models.js';
import { marksAmong, type MarkKind } from './likes-cache.js';
import { inIdOrder, songSelect } from './queries.js';
import type { Payload } from './response.js';

/** Songs by track id, in that order, as Subsonic Child objects (without the listener's likes). */
export async function songsByIds(app: FastifyInstance, ids: readonly number[]): Promise<Payload[]> {
  const rows = await inIdOrder(ids, (list) => songSelect(app.db).where('t.id', 'in', list).execute());
  return rows.map((row) => toSong(row));
}

/** Ids of lists already read: a shared answer's lists are the same objects for every listener within the cache TTL. */
const listIds = new WeakMap<readonly Payload[], number[]>();

/** The number behind each object's Subsonic id, in order (0 where there is none). */
function idsOf(items: readonly Payload[] | undefined): number[] {
  if (!items) return [];
  let ids = listIds.get(items);
  if (ids?.length !== items.length) listIds.set(items, (ids = items.map((item) => parseSubsonicId(item['id'] as string)?.id ?? 0)));
  return ids;
}

/** Songs, albums and artists of one answer, shared objects from the caches. */
export type Listed = Partial<Record<MarkKind, readonly Payload[]>>;

/**
 * Copies of shared song, album and artist objects with the listener's own `starred` and `userRating`
 * set where there are any (objects without marks are the shared ones): one lookup for the whole answer.
 * `rated` says which kinds carry `userRating` in the answer's schema (not ArtistID3).
 */
export async function withMarks<T extends Listed>(app: FastifyInstance, codeId: number, listed: T, rated: readonly MarkKind[] = ['song', 'album']): Promise<{ [K in keyof T]: Payload[] }> {
  const marks = await marksAmong(app, codeId, { song: idsOf(listed.song), album: idsOf(listed.album), artist: idsOf(listed.artist) });
  const out: Partial<Record<MarkKind, Payload[]>> = {};
  for (const kind of ['song', 'album', 'artist'] as const) {
    const items = listed[kind];
    if (!items) continue;
    const ids = idsOf(items);
    if (!marks.starred[kind].size && !marks.rating[kind].size) {
      out[kind] = items as Payload[];
      continue;
    }
    out[kind] = items.map((item, i) => {
      const id = ids[i] as number;
      const at = marks.starred[kind].get(id);
      const rating = rated.includes(kind) ? marks.rating[kind].get(id) : undefined;
      if (at === undefined && rating === undefined) return item;
      return { ...item, ...(at !== undefined ? { starred: new Date(at).toISOString() } : {}), ...(rating !== undefined ? { userRating: rating } : {}) };
    });
  }
  return out as { [K in keyof T]: Payload[] };
}

/** Copies of shared song objects with the listener's `starred` and `userRating` where there are any. */
export async function withStarred(app: FastifyInstance, codeId: number, songs: readonly Payload[]): Promise<Payload[]> {
  return (await withMarks(app, codeId, { song: songs })).song;
}
