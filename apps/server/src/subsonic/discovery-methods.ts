import type { FastifyInstance, FastifyRequest } from 'fastify';
import { solidSquarePng } from '../media/artwork-image.js';
import { sql } from 'kysely';
import { albumListIds, albumListRequest } from './album-lists.js';
import { baseUrl, browseMethods } from './browse-methods.js';
import { SENT, type Method, type MethodTable } from './context.js';
import { expectId } from './ids.js';
import { toAlbum, toArtist, toSong } from './models.js';
import { integer, oneId, single } from './param-checks.js';
import { albumSelect, artistSelect, inIdOrder, songSelect } from './queries.js';
import { notAuthorized, notFound, type Payload } from './response.js';
import { searchResult } from './list-methods.js';
import { songsByIds, withMarks, withStarred } from './songs.js';
import { albumAsChild, artistAsFolder } from './star-methods.js';
import { chooseSimilarSongs, mixSeeds } from '../repositories/similar-songs.js';

const imageUrl = (request: FastifyRequest, fileId: number | null) => (fileId ? `${baseUrl(request)}/api/v1/media/artwork/${fileId}` : undefined);

/** Other artists sharing a genre with this one, those with most shared genres first. */
async function similarArtists(app: FastifyInstance, artistId: number, count: number): Promise<Payload[]> {
  if (count === 0) return [];
  const rows = await app.db
    .selectFrom('artist_genres as mine')
    .innerJoin('artist_genres as theirs', 'theirs.genre', 'mine.genre')
    .select((eb) => ['theirs.owner_id as id', eb.fn.countAll<number>().as('shared')])
    .where('mine.owner_id', '=', artistId)
    .where('theirs.owner_id', '!=', artistId)
    .groupBy('theirs.owner_id')
    .orderBy('shared', 'desc')
    .orderBy('theirs.owner_id')
    .limit(count)
    .execute();
  const artists = await inIdOrder(rows.map((r) => Number(r.id)), (ids) => artistSelect(app.db).where('ar.id', 'in', ids).execute());
  return artists.map(toArtist);
}

/** getArtistInfo[2]: the biography and image we hold; similar artists are those sharing a genre. */
async function artistInfo(app: FastifyInstance, request: FastifyRequest, params: Parameters<MethodTable[string]>[0]['params'], folderBased: boolean): Promise<Payload> {
  const id = expectId(single(params, 'id', true), 'artist', 'Artist');
  const count = integer(params, 'count', { min: 0, max: 100, fallback: 20 });
  const artist = await app.db.selectFrom('artists').select(['bio', 'image_file_id']).where('id', '=', id).executeTakeFirst();
  if (!artist) throw notFound('Artist');
  const image = imageUrl(request, artist.image_file_id);
  const similar = await similarArtists(app, id, count);
  return { biography: artist.bio ?? undefined, smallImageUrl: image, mediumImageUrl: image, largeImageUrl: image, similarArtist: folderBased ? similar.map(artistAsFolder) : similar };
}

/**
 * Songs like a song, album or artist: the choice behind Autoplay and Instant mix
 * (repositories/similar-songs.ts): same artists, genres and era, and what this account listened to
 * together with them; never the last hour's plays, nor the songs asked about except an artist's own.
 */
async function similarSongs(app: FastifyInstance, codeId: number, params: Parameters<MethodTable[string]>[0]['params']): Promise<Payload[]> {
  const target = oneId(params, 'id', ['song', 'album', 'artist'], 'Item');
  const count = integer(params, 'count', { min: 0, max: 500, fallback: 50 });
  const seedIds = await mixSeeds(app.db, target.kind as 'song' | 'album' | 'artist', target.id);
  if (seedIds === null) throw notFound(target.kind === 'song' ? 'Song' : target.kind === 'album' ? 'Album' : 'Artist');
  if (count === 0) return [];
  const similar = await chooseSimilarSongs(app.db, { codeId, seedIds, count });
  // Subsonic's artist form answers "songs from the given artist and similar artists": its own songs take turns with the mix.
  const ids = target.kind === 'artist' ? interleave(seedIds, similar).slice(0, count) : similar;
  return withStarred(app, codeId, await songsByIds(app, ids));
}

function interleave(first: readonly number[], second: readonly number[]): number[] {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, i) => [first[i], second[i]]).flat().filter((id): id is number => id !== undefined);
}

/** A plain orange square: listeners have no pictures here, and apps show one where others have it. */
let avatar: Promise<Buffer> | undefined;
const avatarImage = () => (avatar ??= solidSquarePng(96, '#ff8a00'));

export const discoveryMethods: MethodTable = {
  search2: async ({ app, params, user }) => {
    const result = await searchResult(app, params, user.codeId, ['song', 'album', 'artist']);
    return { searchResult2: { artist: result.artist.map(artistAsFolder), album: result.album.map(albumAsChild), song: result.song } };
  },

  getAlbumList: async ({ app, params, user }) => {
    const list = albumListRequest(params);
    const ids = await albumListIds(app, user.codeId, list);
    const albums = await inIdOrder(ids, (list) => albumSelect(app.db).where('al.id', 'in', list).execute());
    const marked = await withMarks(app, user.codeId, { album: albums.map((row) => toAlbum(row)) });
    return { albumList: { album: marked.album.map(albumAsChild) } };
  },

  getSimilarSongs: async ({ app, params, user }) => ({ similarSongs: { song: await similarSongs(app, user.codeId, params) } }),
  getSimilarSongs2: async ({ app, params, user }) => ({ similarSongs2: { song: await similarSongs(app, user.codeId, params) } }),

  getArtistInfo: async ({ app, params, request }) => ({ artistInfo: await artistInfo(app, request, params, true) }),
  getArtistInfo2: async ({ app, params, request }) => ({ artistInfo2: await artistInfo(app, request, params, false) }),

  // `id` (the topSongsByArtistId extension) takes precedence over the artist's name.
  getTopSongs: async ({ app, params, user }) => {
    const count = integer(params, 'count', { min: 0, max: 500, fallback: 50 });
    const rawId = single(params, 'id');
    const name = single(params, 'artist', rawId === undefined);
    let query = songSelect(app.db);
    if (rawId !== undefined) {
      const id = expectId(rawId, 'artist', 'Artist');
      if (!(await app.db.selectFrom('artists').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('Artist');
      query = query.where('t.artist_id', '=', id);
    } else query = query.where(sql`lower(a.name)`, '=', (name as string).toLowerCase());
    const rows = count === 0 ? [] : await query.orderBy('play_count', 'desc').orderBy('t.id').limit(count).execute();
    return { topSongs: { song: await withStarred(app, user.codeId, rows.map((r) => toSong(r))) } };
  },

  getAvatar: async ({ params, user, request, reply }) => {
    if (single(params, 'username', true) !== user.username) throw notFound('Avatar');
    const image = await avatarImage();
    reply.type('image/png').header('content-length', String(image.length)).header('cache-control', 'private, max-age=86400');
    await reply.send(request.method === 'HEAD' ? '' : image);
    return SENT;
  },

  // Folder-based twin of getAlbumInfo2: the same notes and images.
  getAlbumInfo: async (context) => (browseMethods['getAlbumInfo2'] as Method)(context),

  // No videos are held: an empty list, so apps with a video tab show it empty instead of an error.
  getVideos: async () => ({ videos: { video: [] } }),

  getShares: async () => Promise.reject(notAuthorized('Sharing is not available on this server')),
};
