import type { FastifyInstance } from 'fastify';
import { parseSubsonicId } from './ids.js';

/** The artwork file behind a cover art id: an artwork file, or what an album, song, artist, podcast, episode, station or playlist shows. */
export async function artworkFileOf(app: FastifyInstance, raw: string): Promise<number | null> {
  const parsed = parseSubsonicId(raw);
  if (!parsed) return null;
  const db = app.db;
  const { id } = parsed;
  switch (parsed.kind) {
    case 'artwork':
      return id;
    case 'album':
      return (await db.selectFrom('albums').select('artwork_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'song':
      return (await db.selectFrom('tracks as t').leftJoin('albums as al', 'al.id', 't.album_id').select((eb) => eb.fn.coalesce('t.artwork_file_id', 'al.artwork_file_id').as('f')).where('t.id', '=', id).executeTakeFirst())?.f ?? null;
    case 'artist':
      return (await db.selectFrom('artists').select('image_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'podcast':
      return (await db.selectFrom('podcasts').select('artwork_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'episode':
      return (await db.selectFrom('episodes as e').innerJoin('podcasts as p', 'p.id', 'e.podcast_id').select((eb) => eb.fn.coalesce('e.artwork_file_id', 'p.artwork_file_id').as('f')).where('e.id', '=', id).executeTakeFirst())?.f ?? null;
    case 'station':
      return (await db.selectFrom('radio_stations').select('artwork_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    case 'playlist':
      return (await db.selectFrom('catalog_playlists').select('image_file_id as f').where('id', '=', id).executeTakeFirst())?.f ?? null;
    default:
      return null;
  }
}
