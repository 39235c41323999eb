import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SQLITE_FILE } from '../db/database.js';
import { runAdmin } from '../test-support/admin-process.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
let web: { headers: Record<string, string>; deviceRowId: number };
let codeId: number;
let login: AppLogin;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  // Kept rows outlive the admin CLI's run (several seconds): only the invalidation can refuse the next call.
  t = await buildTestApp({ cacheTtlMs: 60_000 });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  web = await t.activateDevice();
  codeId = await codeIdOfDevice(t.app, web.deviceRowId);
  login = await appLogin(t.app, codeId, 'Symfonium');
});
afterAll(async () => {
  await t.close();
});

async function ping(apiKey: string): Promise<string | number> {
  const answer = (await t.app.inject({ url: `/rest/ping?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', apiKey })}`, remoteAddress: '10.0.9.1' })).json<Answer>()['subsonic-response'];
  return answer.status === 'ok' ? 'ok' : answer.error.code;
}

describe('Subsonic logins kept longer than an admin CLI run', () => {
  it('refuses a kept login on the next call once the admin CLI revoked it', async () => {
    const other = await appLogin(t.app, codeId, 'Car');
    expect(await ping(other.password)).toBe('ok');
    const statements = vi.spyOn(t.app.db, 'executeQuery');
    try {
      expect(await ping(other.password)).toBe('ok');
      // Kept: the second call read no app password.
      expect(statements.mock.calls.filter(([query]) => 'sql' in query && query.sql.includes('app_passwords'))).toHaveLength(0);
    } finally {
      statements.mockRestore();
    }
    const run = await runAdmin({ dataDir: t.dataDir, databaseUrl: t.config.databaseUrl }, ['apps', 'revoke', other.username]);
    expect(run.code, run.stderr).toBe(0);
    // SQLite: the call's data_version sync sees the CLI's commit; PostgreSQL: the NOTIFY arrives right after it.
    if (t.app.dialect === 'sqlite') expect(await ping(other.password)).toBe(44);
    else await expect.poll(() => ping(other.password), { timeout: 2000, interval: 20 }).toBe(44);
    await t.app.db.deleteFrom('activation_failures').execute();
  });
});

/** search3's songs for 'neon' (one: Neon Rain, the seed's first track) as id → starred. */
async function neonSongs(): Promise<Record<string, string | undefined>> {
  const response = await t.app.inject({ url: `/rest/search3?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', apiKey: login.password, query: 'neon' })}` });
  const answer = response.json<Answer>()['subsonic-response'];
  expect(answer.status, JSON.stringify(answer)).toBe('ok');
  return Object.fromEntries(answer.searchResult3.song.map((song: Answer) => [song.id, song.starred]));
}

/** One /rest call as the app; the subsonic-response. */
async function rest(method: string, query: Record<string, string>): Promise<Answer> {
  const answer = (await t.app.inject({ url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', apiKey: login.password, ...query })}` })).json<Answer>()['subsonic-response'];
  expect(answer.status, JSON.stringify(answer)).toBe('ok');
  return answer;
}

/** Runs `write` on a connection of its own, as another process would. */
async function fromAnotherConnection(sqlite: string, postgres: string, values: unknown[]) {
  if (t.app.dialect === 'sqlite') {
    const other = new SqliteDatabase(path.join(t.dataDir, SQLITE_FILE));
    try {
      other.prepare(sqlite).run(...values);
    } finally {
      other.close();
    }
  } else {
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query(postgres, values);
    } finally {
      await other.end();
    }
  }
}

/** SQLite must show another process's commit on the very next call; PostgreSQL once its NOTIFY is in (a few ms). */
const seen = (check: () => Promise<void>) => (t.app.dialect === 'sqlite' ? check() : vi.waitFor(check, { timeout: 5000, interval: 20 }));

describe('Subsonic likes over shared answers', () => {
  const neon = () => `tr-${seed.trackIds[0]}`;

  it('shows a like added or removed through the web app on the very next call', async () => {
    expect((await neonSongs())[neon()]).toBeUndefined();
    const added = await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${seed.trackIds[0]}`, headers: web.headers });
    expect(added.statusCode).toBeLessThan(300);
    expect(Number.isNaN(Date.parse((await neonSongs())[neon()] as string))).toBe(false);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/favorites/${seed.trackIds[0]}`, headers: web.headers });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await neonSongs())[neon()]).toBeUndefined();
  });

  it('shows a like another process committed, and its removal, on the very next call', async () => {
    expect((await neonSongs())[neon()]).toBeUndefined();
    const stamp = new Date().toISOString();
    await fromAnotherConnection('insert into favorites (code_id, track_id, created_at) values (?, ?, ?)', 'insert into favorites (code_id, track_id, created_at) values ($1, $2, $3)', [codeId, seed.trackIds[0], stamp]);
    // SQLite: synced before the call; PostgreSQL: the NOTIFY arrives just after the other commit.
    await seen(async () => expect((await neonSongs())[neon()]).toBe(stamp));
    await fromAnotherConnection('delete from favorites where code_id = ? and track_id = ?', 'delete from favorites where code_id = $1 and track_id = $2', [codeId, seed.trackIds[0]]);
    await seen(async () => expect((await neonSongs())[neon()]).toBeUndefined());
  });

  it('answers kept searches and albums with no likes, stars or ratings statement, on both databases', async () => {
    await neonSongs();
    const statements = vi.spyOn(t.app.db, 'executeQuery');
    const ran = (text: string) => statements.mock.calls.filter(([query]) => 'sql' in query && query.sql.includes(text)).length;
    try {
      const calls = 8;
      const answers = await Promise.all(Array.from({ length: calls }, () => neonSongs()));
      expect(answers.every((songs) => neon() in songs)).toBe(true);
      await Promise.all(Array.from({ length: calls }, () => rest('getAlbum', { id: `al-${seed.albumId}` })));
      expect(['favorites', 'album_stars', 'artist_stars', 'subsonic_ratings'].map(ran)).toEqual([0, 0, 0, 0]);
    } finally {
      statements.mockRestore();
    }
  });

  it('shows ratings and album stars another process committed on the very next call', async () => {
    const neonAlbum = async () => (await rest('search3', { query: 'neon' })).searchResult3;
    expect((await neonAlbum()).song[0].userRating).toBeUndefined();
    await fromAnotherConnection('insert into subsonic_ratings (code_id, kind, ref_id, rating) values (?, ?, ?, ?)', 'insert into subsonic_ratings (code_id, kind, ref_id, rating) values ($1, $2, $3, $4)', [codeId, 'song', seed.trackIds[0], 4]);
    await seen(async () => expect((await neonAlbum()).song[0].userRating).toBe(4));
    const albumId = Number((await neonAlbum()).song[0].albumId.slice(3));
    await fromAnotherConnection('insert into album_stars (code_id, album_id, created_at) values (?, ?, ?)', 'insert into album_stars (code_id, album_id, created_at) values ($1, $2, $3)', [codeId, albumId, new Date().toISOString()]);
    await seen(async () => expect((await rest('getAlbum', { id: `al-${albumId}` })).album.starred).toMatch(/Z$/));
    await fromAnotherConnection('delete from subsonic_ratings where code_id = ?', 'delete from subsonic_ratings where code_id = $1', [codeId]);
    await fromAnotherConnection('delete from album_stars where code_id = ?', 'delete from album_stars where code_id = $1', [codeId]);
    await seen(async () => expect([(await neonAlbum()).song[0].userRating, (await rest('getAlbum', { id: `al-${albumId}` })).album.starred]).toEqual([undefined, undefined]));
  });
});
