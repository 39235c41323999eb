import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SearchKind } from '../repositories/search.js';
import { albumListIds, albumListRequest, isShared } from './album-lists.js';
import { writes, type MethodTable } from './context.js';
import { parseSubsonicId } from './ids.js';
import { toAlbum, toArtist } from './models.js';
import { albumSelect, artistSelect, inIdOrder } from './queries.js';
import { ErrorCode, notFound, Prerendered, SubsonicError, type Payload } from './response.js';
import { shared } from './shared-cache.js';
import { songsByIds, withStarred } from './songs.js';
import type { Params } from './params.js';
import { songsOfOneChange } from './write-rules.js';

const albumsByIds = async (app: FastifyInstance, ids: number[]) => (await inIdOrder(ids, (list) => albumSelect(app.db).where('al.id', 'in', list).execute())).map((row) => toAlbum(row));
const artistsByIds = async (app: FastifyInstance, ids: number[]) => (await inIdOrder(ids, (list) => artistSelect(app.db).where('ar.id', 'in', list).execute())).map(toArtist);

/** Search hits of one kind; an empty query (OpenSubsonic) lists everything, for apps that sync the library. */
async function hits(app: FastifyInstance, kind: SearchKind, query: string, count: number, offset: number): Promise<number[]> {
  if (count === 0) return [];
  if (query === '') {
    const table = kind === 'track' ? 'tracks' : kind === 'album' ? 'albums' : 'artists';
    return (await app.db.selectFrom(table).select('id').orderBy('id').limit(count).offset(offset).execute()).map((r) => Number(r.id));
  }
  return (await app.searchIndex.search(kind, query, count, offset)).ids;
}

async function search(app: FastifyInstance, params: Params): Promise<Payload> {
  const query = (params.get('query') ?? '').trim().replace(/^"(.*)"$/, '$1').trim();
  const numbers = (name: string) => [params.int(`${name}Count`, 20, 0, 500) as number, params.int(`${name}Offset`, 0, 0) as number] as const;
  const [artistCount, artistOffset] = numbers('artist');
  const [albumCount, albumOffset] = numbers('album');
  const [songCount, songOffset] = numbers('song');
  const [artistIds, albumIds, songIds] = await Promise.all([hits(app, 'artist', query, artistCount, artistOffset), hits(app, 'album', query, albumCount, albumOffset), hits(app, 'track', query, songCount, songOffset)]);
  const [artist, album, song] = await Promise.all([artistsByIds(app, artistIds), albumsByIds(app, albumIds), songsByIds(app, songIds)]);
  return { artist, album, song };
}

/** star/unstar: songs go to the listener's liked songs (the web app's); albums and artists have no likes here. */
function starTargets(params: Params): number[] {
  const ids = [...params.all('id'), ...params.all('albumId'), ...params.all('artistId')];
  if (!ids.length) throw new SubsonicError(ErrorCode.missingParameter, "Required parameter 'id' is missing");
  const songs = ids.map((raw) => {
    const parsed = parseSubsonicId(raw);
    if (!parsed) throw notFound('Item');
    if (parsed.kind !== 'song') throw new SubsonicError(ErrorCode.generic, 'Only songs can be starred on this server');
    return parsed.id;
  });
  return songsOfOneChange(songs, 'id');
}

export const listMethods: MethodTable = {
  getAlbumList2: async ({ app, params, user }) => {
    const list = albumListRequest(params);
    const load = async () => ({ album: await albumsByIds(app, await albumListIds(app, user.codeId, list)) });
    const answer = isShared(list.type) ? await shared(app, 'albumList', JSON.stringify(list), load) : await load();
    return { albumList2: answer && isShared(list.type) ? new Prerendered(answer) : answer };
  },

  getRandomSongs: async ({ app, params, user }) => {
    const size = params.int('size', 10, 1, 500) as number;
    let query = app.db.selectFrom('tracks').select('id');
    const genre = params.get('genre');
    if (genre) query = query.where('id', 'in', app.db.selectFrom('track_genres').select('owner_id').where('genre', '=', genre.toLowerCase()));
    const from = params.int('fromYear');
    const to = params.int('toYear');
    if (from !== undefined) query = query.where('year', '>=', from);
    if (to !== undefined) query = query.where('year', '<=', to);
    const ids = (await query.orderBy(sql`random()`).limit(size).execute()).map((r) => r.id);
    return { randomSongs: { song: await withStarred(app, user.codeId, await songsByIds(app, ids)) } };
  },

  getSongsByGenre: async ({ app, params, user }) => {
    const genre = params.required('genre').toLowerCase();
    const count = params.int('count', 10, 1, 500) as number;
    const offset = params.int('offset', 0, 0) as number;
    const rows = await app.db.selectFrom('track_genres').select('owner_id').where('genre', '=', genre).orderBy('owner_id').limit(count).offset(offset).execute();
    return { songsByGenre: { song: await withStarred(app, user.codeId, await songsByIds(app, rows.map((r) => r.owner_id))) } };
  },

  search3: async ({ app, params, user }) => {
    const key = JSON.stringify(['query', 'artistCount', 'artistOffset', 'albumCount', 'albumOffset', 'songCount', 'songOffset'].map((n) => params.get(n)));
    const result = (await shared(app, 'search3', key, () => search(app, params))) ?? {};
    const songs = (result['song'] as Payload[] | undefined) ?? [];
    const starred = await withStarred(app, user.codeId, songs);
    return { searchResult3: starred.every((song, i) => song === songs[i]) ? new Prerendered(result) : { ...result, song: starred } };
  },

  getStarred2: async ({ app, user }) => {
    const page = await app.library.listFavorites(user.codeId, { page: 1, limit: 500 });
    const songs = await songsByIds(app, page.entries.map((e) => Number(e.track.id)));
    return { starred2: { artist: [], album: [], song: await withStarred(app, user.codeId, songs) } };
  },

  star: writes(async ({ app, params, user }) => {
    for (const id of starTargets(params)) if (!(await app.library.addFavorite(user.codeId, id))) throw notFound('Song');
    return {};
  }),

  unstar: writes(async ({ app, params, user }) => {
    for (const id of starTargets(params)) await app.library.removeFavorite(user.codeId, id);
    return {};
  }),
};
