import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { albumListIds, albumListRequest, isShared } from './album-lists.js';
import type { MethodTable } from './context.js';
import { single } from './param-checks.js';
import { missing, Prerendered, PrerenderedLists, type Payload } from './response.js';
import { shared } from './shared-cache.js';
import { songsByIds, withMarks, withStarred } from './songs.js';
import { albumsByIds, subsonicLoaders, type SubsonicLoaders } from './search-loaders.js';
import type { MarkKind } from './likes-cache.js';
import type { Params } from './params.js';

type Kind = keyof SubsonicLoaders;
const FIELDS: Record<Kind, 'artist' | 'album' | 'song'> = { artist: 'artist', album: 'album', track: 'song' };

/** Everything of one kind in id order, a page of it: an empty query (OpenSubsonic) lists everything, for apps that sync the library. */
async function everything(app: FastifyInstance, kind: Kind, count: number, offset: number): Promise<Payload[]> {
  const table = kind === 'track' ? 'tracks' : kind === 'album' ? 'albums' : 'artists';
  const ids = (await app.db.selectFrom(table).select('id').orderBy('id').limit(count).offset(offset).execute()).map((r) => Number(r.id));
  return subsonicLoaders(app)[kind].byIds(ids);
}

/**
 * The web search's engine with Subsonic's shapes: kinds asked with the same count and offset (the
 * usual case) are one search, words resolved once, their hits (PostgreSQL: and rows) in one statement.
 */
async function search(app: FastifyInstance, params: Params): Promise<Payload> {
  const query = (params.one('query') as string).trim().replace(/^"(.*)"$/, '$1').trim();
  const pages = new Map<string, { count: number; offset: number; kinds: Kind[] }>();
  for (const kind of ['artist', 'album', 'track'] as const) {
    const name = FIELDS[kind];
    const [count, offset] = [params.int(`${name}Count`, 20, 0, 500) as number, params.int(`${name}Offset`, 0, 0) as number];
    if (count === 0) continue;
    const page = pages.get(`${count}:${offset}`) ?? { count, offset, kinds: [] };
    page.kinds.push(kind);
    pages.set(`${count}:${offset}`, page);
  }
  const result: Payload = { artist: [], album: [], song: [] };
  await Promise.all(
    [...pages.values()].map(async ({ count, offset, kinds }) => {
      if (query === '') {
        await Promise.all(kinds.map(async (kind) => (result[FIELDS[kind]] = await everything(app, kind, count, offset))));
        return;
      }
      const found = await app.searchIndex.searchPage(kinds, query, count, offset, subsonicLoaders(app));
      for (const kind of kinds) result[FIELDS[kind]] = found[kind]?.items ?? [];
    }),
  );
  return result;
}

/**
 * search2/search3: `query` is required (error 10 without it), but `query=""` lists everything, which
 * apps use to sync the whole library in pages. The hits are shared; the listener's likes laid over.
 * `cached` is the shared answer when no song of it is liked, so it can be sent prerendered.
 */
export async function searchResult(app: FastifyInstance, params: Params, codeId: number, rated: readonly MarkKind[]): Promise<{ artist: Payload[]; album: Payload[]; song: Payload[]; cached?: Payload }> {
  if (!params.has('query')) throw missing('query');
  single(params, 'query');
  const key = JSON.stringify(['query', 'artistCount', 'artistOffset', 'albumCount', 'albumOffset', 'songCount', 'songOffset'].map((n) => params.one(n)));
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
    if (marked.some((album, i) => album !== albums[i])) return { albumList2: new PrerenderedLists({ album: marked }) };
    return { albumList2: answer && isShared(list.type) ? new Prerendered(answer) : answer };
  },

  getRandomSongs: async ({ app, params, user }) => {
    const size = params.int('size', 10, 1, 500) as number;
    let query = app.db.selectFrom('tracks').select('id');
    const genre = params.one('genre');
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
    return { searchResult3: result.cached ? new Prerendered(result.cached) : new PrerenderedLists({ artist: result.artist, album: result.album, song: result.song }) };
  },
};
