import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErrorCode, missing, SubsonicError } from './response.js';
import type { Params } from './params.js';

export const ALBUM_LIST_TYPES = ['random', 'newest', 'highest', 'frequent', 'recent', 'alphabeticalByName', 'alphabeticalByArtist', 'starred', 'byYear', 'byGenre'] as const;
export type AlbumListType = (typeof ALBUM_LIST_TYPES)[number];

/** Whether a list is the same for every listener (and so may be shared from the cache). */
export const isShared = (type: AlbumListType) => type !== 'random' && type !== 'recent' && type !== 'starred';

export interface AlbumListRequest {
  type: AlbumListType;
  size: number;
  offset: number;
  fromYear?: number;
  toYear?: number;
  genre?: string;
}

export function albumListRequest(params: Params): AlbumListRequest {
  const type = params.required('type') as AlbumListType;
  if (!ALBUM_LIST_TYPES.includes(type)) throw new SubsonicError(ErrorCode.missingParameter, `Unknown album list type '${type}'`);
  const request: AlbumListRequest = { type, size: params.int('size', 10, 1, 500) as number, offset: params.int('offset', 0, 0) as number };
  if (type === 'byYear') {
    request.fromYear = params.int('fromYear') ?? (() => { throw missing('fromYear'); })();
    request.toYear = params.int('toYear') ?? (() => { throw missing('toYear'); })();
  }
  if (type === 'byGenre') request.genre = params.required('genre');
  return request;
}

/**
 * The ids of one page of an album list; the rows are loaded by id afterwards, so the sort reads
 * only the columns it orders by. `highest` ranks by likes (we have no star ratings), `frequent` by
 * plays, `recent` and `starred` (starred albums and those of liked songs) are the listener's own.
 */
export async function albumListIds(app: FastifyInstance, codeId: number, list: AlbumListRequest): Promise<number[]> {
  const db = app.db;
  const page = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q) => query.limit(list.size).offset(list.offset);
  let rows: { id: number }[];
  switch (list.type) {
    case 'random':
      rows = await db.selectFrom('albums').select('id').orderBy(sql`random()`).limit(list.size).execute();
      break;
    case 'newest':
      rows = await page(db.selectFrom('albums').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc')).execute();
      break;
    case 'alphabeticalByName':
      rows = await page(db.selectFrom('albums').select('id').orderBy('title').orderBy('id')).execute();
      break;
    case 'alphabeticalByArtist':
      rows = await page(db.selectFrom('albums as al').innerJoin('artists as a', 'a.id', 'al.artist_id').select('al.id').orderBy('a.name').orderBy('al.title').orderBy('al.id')).execute();
      break;
    case 'byYear': {
      const [from, to] = [list.fromYear as number, list.toYear as number];
      const direction = from <= to ? 'asc' : 'desc';
      rows = await page(db.selectFrom('albums').select('id').where('year', '>=', Math.min(from, to)).where('year', '<=', Math.max(from, to)).orderBy('year', direction).orderBy('id')).execute();
      break;
    }
    case 'byGenre':
      rows = await page(db.selectFrom('album_genres').select('owner_id as id').where('genre', '=', (list.genre as string).toLowerCase()).orderBy('owner_id')).execute();
      break;
    case 'frequent':
      rows = await page(
        db.selectFrom('plays as p').innerJoin('tracks as t', 't.id', 'p.ref_id').select((eb) => ['t.album_id as id', eb.fn.countAll().as('n')]).where('p.kind', '=', 'track').where('t.album_id', 'is not', null).groupBy('t.album_id').orderBy('n', 'desc').orderBy('t.album_id'),
      ).execute() as { id: number }[];
      break;
    case 'highest':
      rows = await page(
        db.selectFrom('favorites as f').innerJoin('tracks as t', 't.id', 'f.track_id').select((eb) => ['t.album_id as id', eb.fn.countAll().as('n')]).where('t.album_id', 'is not', null).groupBy('t.album_id').orderBy('n', 'desc').orderBy('t.album_id'),
      ).execute() as { id: number }[];
      break;
    case 'recent':
      rows = await page(
        db.selectFrom('plays as p').innerJoin('tracks as t', 't.id', 'p.ref_id').select((eb) => ['t.album_id as id', eb.fn.max('p.played_at').as('at')]).where('p.kind', '=', 'track').where('p.code_id', '=', codeId).where('t.album_id', 'is not', null).groupBy('t.album_id').orderBy('at', 'desc').orderBy('t.album_id'),
      ).execute() as { id: number }[];
      break;
    case 'starred': {
      // Albums the listener starred, and albums of songs they like (the web app's likes).
      const stars = db
        .selectFrom('album_stars')
        .select(['album_id as id', 'created_at as at'])
        .where('code_id', '=', codeId)
        .unionAll(db.selectFrom('favorites as f').innerJoin('tracks as t', 't.id', 'f.track_id').select((eb) => [eb.ref('t.album_id').$castTo<number>().as('id'), 'f.created_at as at']).where('f.code_id', '=', codeId).where('t.album_id', 'is not', null));
      rows = await page(db.selectFrom(stars.as('s')).select((eb) => ['s.id', eb.fn.max('s.at').as('at')]).groupBy('s.id').orderBy('at', 'desc').orderBy('s.id')).execute() as { id: number }[];
      break;
    }
  }
  return rows.map((r) => Number(r.id));
}
