import type { FastifyInstance } from 'fastify';
import { parseSubsonicId } from './ids.js';
import { toSong } from './models.js';
import { likesAmong } from './likes-cache.js';
import { inIdOrder, songSelect } from './queries.js';
import type { Payload } from './response.js';

/** Songs by track id, in that order, as Subsonic Child objects (without the listener's likes). */
export async function songsByIds(app: FastifyInstance, ids: readonly number[]): Promise<Payload[]> {
  const rows = await inIdOrder(ids, (list) => songSelect(app.db).where('t.id', 'in', list).execute());
  return rows.map((row) => toSong(row));
}

/** Copies of shared song objects with `starred` set where the listener liked them. */
export async function withStarred(app: FastifyInstance, codeId: number, songs: readonly Payload[]): Promise<Payload[]> {
  const ids = songs.flatMap((song) => {
    const parsed = parseSubsonicId(song['id'] as string);
    return parsed ? [parsed.id] : [];
  });
  const liked = await likesAmong(app, codeId, ids);
  if (!liked.size) return [...songs];
  return songs.map((song) => {
    const at = liked.get(parseSubsonicId(song['id'] as string)?.id ?? 0);
    return at ? { ...song, starred: new Date(at).toISOString() } : song;
  });
}
