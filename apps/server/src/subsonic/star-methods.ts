import type { FastifyInstance } from 'fastify';
import { writes, type MethodContext, type MethodTable } from './context.js';
import { parseSubsonicId } from './ids.js';
import { toAlbum, toArtist } from './models.js';
import { idsOf, integer, oneId } from './param-checks.js';
import { albumSelect, artistSelect, inIdOrder } from './queries.js';
import { ErrorCode, SubsonicError, type Payload } from './response.js';
import { songsByIds } from './songs.js';
import { songsOfOneChange } from './write-rules.js';
import { checkTargetsExist, star, starredOf, unstar, type StarTarget } from './stars.js';

/** Rows read per statement: a listener may have starred far more songs than one IN list holds. */
const CHUNK = 500;

async function chunked<T>(ids: readonly number[], load: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}

/** star/unstar: `id` (songs; albums and artists too, as apps browsing by folder send them), `albumId`, `artistId`. */
function targets({ params }: MethodContext): StarTarget[] {
  const all = [...idsOf(params, 'id', ['song', 'album', 'artist'], 'Item'), ...idsOf(params, 'albumId', ['album'], 'Album'), ...idsOf(params, 'artistId', ['artist'], 'Artist')];
  if (!all.length) throw new SubsonicError(ErrorCode.missingParameter, "Required parameter 'id', 'albumId' or 'artistId' is missing");
  // One call stars at most what one playlist change may carry: the web API's bound on a single write.
  songsOfOneChange(all.map((target) => target.id), 'id');
  return all;
}

const iso = (at: string) => new Date(at.includes('T') ? at : `${at.replace(' ', 'T')}Z`).toISOString();

/** The listener's stars as ID3 objects (getStarred2), every one of them, newest first, with their ratings (artists' only when `rateArtists`: ArtistID3 has none). */
async function starredId3(app: FastifyInstance, codeId: number, rateArtists: boolean): Promise<{ artist: Payload[]; album: Payload[]; song: Payload[] }> {
  const [starred, ratings] = await Promise.all([starredOf(app, codeId), ratingsOf(app, codeId)]);
  const when = (list: { id: number; at: string }[]) => new Map(list.map((s) => [s.id, iso(s.at)]));
  const [artistAt, albumAt, songAt] = [when(starred.artist), when(starred.album), when(starred.song)];
  const artists = await chunked(starred.artist.map((s) => s.id), (ids) => inIdOrder(ids, (list) => artistSelect(app.db).where('ar.id', 'in', list).execute()));
  const albums = await chunked(starred.album.map((s) => s.id), (ids) => inIdOrder(ids, (list) => albumSelect(app.db).where('al.id', 'in', list).execute()));
  const songs = await chunked(starred.song.map((s) => s.id), (ids) => songsByIds(app, ids));
  const rating = (kind: 'song' | 'album' | 'artist', id: number) => ratings.get(`${kind}:${id}`);
  return {
    artist: artists.map((row) => ({ ...toArtist(row), starred: artistAt.get(Number(row.id)), ...(rateArtists ? { userRating: rating('artist', Number(row.id)) } : {}) })),
    album: albums.map((row) => toAlbum(row, { starred: albumAt.get(Number(row.id)), userRating: rating('album', Number(row.id)) })),
    song: songs.map((song) => {
      const id = parseSubsonicId(song['id'] as string)?.id ?? 0;
      return { ...song, starred: songAt.get(id), userRating: rating('song', id) };
    }),
  };
}

/** Every rating of the listener (`kind:id` → 1–5): one statement. */
async function ratingsOf(app: FastifyInstance, codeId: number): Promise<Map<string, number>> {
  const rows = await app.db.selectFrom('subsonic_ratings').select(['kind', 'ref_id', 'rating']).where('code_id', '=', codeId).execute();
  return new Map(rows.map((r) => [`${r.kind}:${Number(r.ref_id)}`, Number(r.rating)]));
}

/** An ID3 album as the folder-based Child (getStarred, getAlbumList, search2): a directory. */
export function albumAsChild(album: Payload): Payload {
  return {
    id: album['id'],
    parent: album['artistId'],
    isDir: true,
    title: album['name'],
    album: album['name'],
    artist: album['artist'],
    year: album['year'],
    genre: album['genre'],
    coverArt: album['coverArt'],
    duration: album['duration'],
    created: album['created'],
    starred: album['starred'],
    userRating: album['userRating'],
    albumId: album['id'],
    artistId: album['artistId'],
  };
}

/** An ID3 artist as the folder-based Artist: no counts or cover in that type. */
export const artistAsFolder = (artist: Payload): Payload => ({ id: artist['id'], name: artist['name'], starred: artist['starred'], userRating: artist['userRating'] });

export const starMethods: MethodTable = {
  star: writes(async (context) => {
    await star(context.app, context.user.codeId, targets(context));
    return {};
  }),

  unstar: writes(async (context) => {
    await unstar(context.app, context.user.codeId, targets(context));
    return {};
  }),

  getStarred2: async ({ app, user }) => ({ starred2: await starredId3(app, user.codeId, false) }),

  getStarred: async ({ app, user }) => {
    const { artist, album, song } = await starredId3(app, user.codeId, true);
    return { starred: { artist: artist.map(artistAsFolder), album: album.map(albumAsChild), song } };
  },

  setRating: writes(async ({ app, params, user }) => {
    const target = oneId(params, 'id', ['song', 'album', 'artist'], 'Item');
    const rating = integer(params, 'rating', { min: 0, max: 5 });
    await checkTargetsExist(app, [target]);
    const row = { code_id: user.codeId, kind: target.kind, ref_id: target.id };
    if (rating === 0) await app.db.deleteFrom('subsonic_ratings').where('code_id', '=', row.code_id).where('kind', '=', row.kind).where('ref_id', '=', row.ref_id).execute();
    else await app.db.insertInto('subsonic_ratings').values({ ...row, rating }).onConflict((oc) => oc.columns(['code_id', 'kind', 'ref_id']).doUpdateSet({ rating })).execute();
    return {};
  }),
};
