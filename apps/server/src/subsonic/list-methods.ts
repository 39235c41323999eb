import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SearchKind } from '../repositories/search.js';
import { albumListIds, albumListRequest, isShared } from './album-lists.js';
import type { MethodTable } from './context.js';
import { toAlbum, toArtist } from './models.js';
import { albumSelect, artistSelect, inIdOrder } from './queries.js';
import { single } from './param-checks.js';
import { missing, Prerendered, type Payload } from './response.js';
import { shared } from './shared-cache.js';
import { songsByIds, withMarks, withStarred } from './songs.js';
import type { MarkKind } from './likes-cache.js';
import type { Params } from './params.js';

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
  const query = (params.get('query') as string).trim().replace(/^"(.*)"$/, '$1').trim();
  const numbers = (name: string) => [params.int(`${name}Count`, 20, 0, 500) as number, params.int(`${name}Offset`, 0, 0) as number] as const;
  const [artistCount, artistOffset] = numbers('artist');
  const [albumCount, albumOffset] = numbers('album');
  const [songCount, songOffset] = numbers('song');
  const [artistIds, albumIds, songIds] = await Promise.all([hits(app, 'artist', query, artistCount, artistOffset), hits(app, 'album', query, albumCount, albumOffset), hits(app, 'track', query, songCount, songOffset)]);
  const [artist, album, song] = await Promise.all([artistsByIds(app, artistIds), albumsByIds(app, albumIds), songsByIds(app, songIds)]);
  return { artist, album, song };
}

/**
 * search2/search3: `query` is required (error 10 without it), but `query=""` lists everything, which
 * apps use to sync the whole library in pages. The hits are shared; the listener's likes laid over.
 * `cached` is the shared answer when no song of it is liked, so it can be sent prerendered.
 */
export async function searchResult(app: FastifyInstance, params: Params, codeId: number, rated: readonly MarkKind[]): Promise<{ artist: Payload[]; album: Payload[]; song: Payload[]; cached?: Payload }> {
  if (!params.has('query')) throw missing('query');
  single(params, 'query');
  const key = JSON.stringify(['query', 'artistCount', 'artistOffset', 'albumCount', 'albumOffset', 'songCount', 'songOffset'].map((n) => params.get(n)));
  const result = (await shared(app, 'search3', key, () => search(app, params))) ?? { artist: [], album: [], song: [] };
  const listed = { artist: (result['artist'] as Payload[] | undefined) ?? [], album: (result['album'] as Payload[] | undefined) ?? [], song: (result['song'] as Payload[] | undefined) ?? [] };
  const marked = await withMarks(app, codeId, listed, rated);
  const unchanged = (['artist', 'album', 'song'] as const).every((kind) => marked[kind].every((item, i) => item === listed[kind][i]));
  return { ...marked, ...(unchanged ? { cached: result } : {}) };
}

export const listMethods: MethodTable = {
  getAlbumList2: async ({ app, params, user }) => {
    const list = albumListRequest(params);
    const load = async () => ({ album: await albumsByIds(app, await albumListIds(app, user.codeId, list)) });
    const answer = isShared(list.type) ? await shared(app, 'albumList', JSON.stringify(list), load) : await load();
    const albums = (answer?.['album'] as Payload[] | undefined) ?? [];
    const marked = (await withMarks(app, user.codeId, { album: albums })).album;
    if (marked.some((album, i) => album !== albums[i])) return { albumList2: { album: marked } };
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
    // ArtistID3 has a star but no rating.
    const result = await searchResult(app, params, user.codeId, ['song', 'album']);
    return { searchResult3: result.cached ? new Prerendered(result.cached) : { artist: result.artist, album: result.album, song: result.song } };
  },
};
