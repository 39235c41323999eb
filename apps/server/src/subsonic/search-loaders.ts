import type { FastifyInstance } from 'fastify';
import { sql, type Expression } from 'kysely';
import type { PageLoader } from '../repositories/search.js';
import { toAlbum, toArtist, toSong } from './models.js';
import { albumSelect, artistSelect, inIdOrder, songSelect, type AlbumRow, type ArtistRow, type SongRow } from './queries.js';
import type { Payload } from './response.js';
import { songsByIds } from './songs.js';

/** Albums (AlbumID3) by id, in that order (without the listener's marks). */
export const albumsByIds = async (app: FastifyInstance, ids: readonly number[]) => (await inIdOrder(ids, (list) => albumSelect(app.db).where('al.id', 'in', list).execute())).map((row) => toAlbum(row));
/** Artists (ArtistID3) by id, in that order (without the listener's marks). */
export const artistsByIds = async (app: FastifyInstance, ids: readonly number[]) => (await inIdOrder(ids, (list) => artistSelect(app.db).where('ar.id', 'in', list).execute())).map(toArtist);

/** Songs, albums and artists as Subsonic shows them, loaded by id or (PostgreSQL) inside the search's own statement. */
export type SubsonicLoaders = { track: PageLoader<Payload>; album: PageLoader<Payload>; artist: PageLoader<Payload> };

const loaders = new WeakMap<FastifyInstance, SubsonicLoaders>();

/**
 * The page loaders the web search's engine (searchIndex.searchPage) takes, in Subsonic's shapes: a
 * search resolves its words once and answers its kinds in one statement (PostgreSQL: with their rows).
 */
export function subsonicLoaders(app: FastifyInstance): SubsonicLoaders {
  let kept = loaders.get(app);
  if (kept) return kept;
  const among = (column: string, ids: Expression<unknown>) => sql<boolean>`${sql.ref(column)} = ANY(${ids})`;
  kept = {
    track: {
      byIds: (ids) => songsByIds(app, ids),
      select: (ids) => songSelect(app.db).where(among('t.id', ids)),
      fromRow: (row: SongRow) => toSong(row),
    },
    album: {
      byIds: (ids) => albumsByIds(app, ids),
      select: (ids) => albumSelect(app.db).where(among('al.id', ids)),
      fromRow: (row: AlbumRow) => toAlbum(row),
    },
    artist: {
      byIds: (ids) => artistsByIds(app, ids),
      select: (ids) => artistSelect(app.db).where(among('ar.id', ids)),
      fromRow: (row: ArtistRow) => toArtist(row),
    },
  };
  loaders.set(app, kept);
  return kept;
}
