import { sql, type Kysely } from 'kysely';
import { precompiled, slot } from '../db/precompiled.js';
import type { Database, DialectName } from '../db/schema.js';
import { creditsColumn } from '../repositories/catalogue.js';

type Db = Kysely<Database>;

/** Songs with what the Subsonic schema shows: file size and type, disc, year, plays, credited and album artists. */
export function songSelect(db: Db) {
  return db
    .selectFrom('tracks as t')
    .innerJoin('artists as a', 'a.id', 't.artist_id')
    .leftJoin('albums as al', 'al.id', 't.album_id')
    .leftJoin('artists as aa', 'aa.id', 'al.artist_id')
    .leftJoin('media_files as mf', 'mf.id', 't.audio_file_id')
    .select(creditsColumn(db))
    .select((eb) => [
      'al.artist_id as album_artist_id',
      'aa.name as album_artist_name',
      't.id',
      't.title',
      't.duration',
      't.track_number',
      't.disc_number',
      't.year',
      't.genres',
      't.created_at',
      't.artist_id',
      'a.name as artist_name',
      't.album_id',
      'al.title as album_title',
      'al.year as album_year',
      eb.fn.coalesce('t.artwork_file_id', 'al.artwork_file_id').as('artwork_file_id'),
      't.audio_file_id',
      'mf.size',
      'mf.mime',
      eb.selectFrom('plays as pl').select(eb.fn.countAll<number>().as('n')).where('pl.kind', '=', 'track').whereRef('pl.ref_id', '=', 't.id').as('play_count'),
    ]);
}

export type SongRow = Awaited<ReturnType<ReturnType<typeof songSelect>['executeTakeFirstOrThrow']>>;

/** Albums with their song count and total duration (Subsonic's AlbumID3). */
export function albumSelect(db: Db) {
  return db
    .selectFrom('albums as al')
    .innerJoin('artists as a', 'a.id', 'al.artist_id')
    .select((eb) => [
      'al.id',
      'al.title',
      'al.year',
      'al.genres',
      'al.artwork_file_id',
      'al.artist_id',
      'al.created_at',
      'a.name as artist_name',
      eb.selectFrom('tracks as tc').select(eb.fn.countAll<number>().as('n')).whereRef('tc.album_id', '=', 'al.id').as('song_count'),
      eb.selectFrom('tracks as td').select((inner) => inner.fn.sum<number>('td.duration').as('d')).whereRef('td.album_id', '=', 'al.id').as('duration'),
    ]);
}

export type AlbumRow = Awaited<ReturnType<ReturnType<typeof albumSelect>['executeTakeFirstOrThrow']>>;

export function artistSelect(db: Db) {
  return db
    .selectFrom('artists as ar')
    .select((eb) => ['ar.id', 'ar.name', 'ar.image_file_id', eb.selectFrom('albums as ac').select(eb.fn.countAll<number>().as('n')).whereRef('ac.artist_id', '=', 'ar.id').as('album_count')]);
}

export type ArtistRow = Awaited<ReturnType<ReturnType<typeof artistSelect>['executeTakeFirstOrThrow']>>;

/** Rows by id in the order of `ids`. */
export async function inIdOrder<Row extends { id: number }>(ids: readonly number[], load: (ids: number[]) => Promise<Row[]>): Promise<Row[]> {
  if (!ids.length) return [];
  const byId = new Map((await load([...new Set(ids)])).map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type StarredRow = { track_id: number; created_at: string };
const starredStatements = new WeakMap<Db, (codeId: number, trackIds: number[]) => Promise<StarredRow[]>>();

/**
 * One statement text for any number of songs (the ids travel as one array, or JSON on SQLite), so
 * PostgreSQL prepares it once per connection instead of parsing and planning every overlay.
 */
function starredStatement(db: Db, dialect: DialectName) {
  let run = starredStatements.get(db);
  if (run) return run;
  const ids = slot<number[] | string>(1);
  const among = dialect === 'postgres' ? sql<boolean>`track_id = any(${ids}::integer[])` : sql<boolean>`track_id in (select value from json_each(${ids}))`;
  const query = precompiled<StarredRow>(db, db.selectFrom('favorites').select(['track_id', 'created_at']).where('code_id', '=', slot<number>(0)).where(among));
  run = (codeId, trackIds) => query(codeId, dialect === 'postgres' ? trackIds : JSON.stringify(trackIds));
  starredStatements.set(db, run);
  return run;
}

/** The listener's likes among these songs: track id → when. */
export async function starredAmong(db: Db, dialect: DialectName, codeId: number, trackIds: readonly number[]): Promise<Map<number, string>> {
  if (!trackIds.length) return new Map();
  const rows = await starredStatement(db, dialect)(codeId, [...new Set(trackIds)]);
  return new Map(rows.map((r) => [Number(r.track_id), r.created_at]));
}
