import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCodes } from '../auth/code-service.js';
import { loadContract } from '../contract-document.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, type AppLogin } from '../test-support/subsonic-client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { errorCode, rest } from './rest-call.js';

type Schemas = Record<string, { properties: Record<string, { maxItems?: number }> }>;
/** The contract's largest playlist change (the figure is read, not copied). */
const MAX_SONGS_PER_CHANGE = (loadContract().components?.['schemas'] as Schemas)['AdminPlaylistTracksInput']?.properties['track_ids']?.maxItems as number;

let t: TestApp;
let seed: SeededCatalogue;
const newLogin = async (app: TestApp = t): Promise<AppLogin> => appLogin(app.app, (await issueCodes(app.app.db, {}))[0]?.id as number);
beforeAll(async () => {
  t = await buildTestApp({ quotas: { playlists: 3 } });
  seed = await seedCatalogue(t.app.db, t.dataDir);
});
afterAll(async () => {
  await t.close();
});

const playlistCount = async (login: AppLogin) => (await t.app.db.selectFrom('user_playlists as p').innerJoin('app_passwords as ap', 'ap.code_id', 'p.code_id').select('p.id').where('ap.username', '=', login.username).execute()).length;

describe('Subsonic writes follow the web API’s rules', () => {
  it('refuses names and comments longer than the contract allows (error 10), storing nothing', async () => {
    const login = await newLogin();
    const long = await rest(t.app, 'createPlaylist', { apiKey: login.password, name: 'n'.repeat(101) });
    expect([long.status, errorCode(long)]).toEqual([200, 10]);
    expect(long.body['error'].message).toMatch(/^Parameter 'name' /);
    expect(await playlistCount(login)).toBe(0);
    const made = await rest(t.app, 'createPlaylist', { apiKey: login.password, name: 'n'.repeat(100) });
    expect(errorCode(made)).toBe('ok');
    const id = made.body['playlist'].id as string;
    const comment = await rest(t.app, 'updatePlaylist', { apiKey: login.password, playlistId: id, comment: 'c'.repeat(501) });
    expect([comment.status, errorCode(comment)]).toEqual([200, 10]);
    expect(comment.body['error'].message).toMatch(/^Parameter 'comment' /);
    expect(errorCode(await rest(t.app, 'updatePlaylist', { apiKey: login.password, playlistId: id, name: 'm'.repeat(900) }))).toBe(10);
    expect(errorCode(await rest(t.app, 'createPlaylist', { apiKey: login.password, playlistId: id, name: 'm'.repeat(900) }))).toBe(10);
    const stored = await t.app.db.selectFrom('user_playlists').select(['name', 'description']).where('id', '=', Number(id.slice(3))).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'n'.repeat(100), description: null });
  });

  it('takes at most the contract’s songs per change in one call', async () => {
    const login = await newLogin();
    const tooMany = Array.from({ length: MAX_SONGS_PER_CHANGE + 1 }, () => `tr-${seed.trackIds[0]}`);
    const create = await rest(t.app, 'createPlaylist', { apiKey: login.password, name: 'Big', songId: tooMany });
    expect([create.status, errorCode(create)]).toEqual([200, 10]);
    expect(create.body['error'].message).toBe(`Parameter 'songId' must NOT have more than ${MAX_SONGS_PER_CHANGE} items`);
    expect(await playlistCount(login)).toBe(0);
    expect(errorCode(await rest(t.app, 'star', { apiKey: login.password, id: tooMany }))).toBe(10);
    expect(errorCode(await rest(t.app, 'scrobble', { apiKey: login.password, id: tooMany }))).toBe(10);
    const made = await rest(t.app, 'createPlaylist', { apiKey: login.password, name: 'Fits', songId: seed.trackIds.map((id) => `tr-${id}`) });
    expect(made.body['playlist'].songCount).toBe(seed.trackIds.length);
    expect(errorCode(await rest(t.app, 'updatePlaylist', { apiKey: login.password, playlistId: made.body['playlist'].id, songIdToAdd: tooMany }))).toBe(10);
  });

  it('checks a saved play queue like PUT /api/v1/play-queue (position, index, device name)', async () => {
    const login = await newLogin();
    const ids = seed.trackIds.map((id) => `tr-${id}`);
    expect(errorCode(await rest(t.app, 'savePlayQueue', { apiKey: login.password, id: ids, position: String(86_400_001) }))).toBe(10);
    expect(errorCode(await rest(t.app, 'savePlayQueueByIndex', { apiKey: login.password, id: ids, currentIndex: '5000' }))).toBe(10);
    expect(errorCode(await rest(t.app, 'savePlayQueue', { apiKey: login.password, id: ids, c: 'c'.repeat(121) }))).toBe(10);
    expect(errorCode(await rest(t.app, 'savePlayQueue', { apiKey: login.password, id: ids, position: '1000' }))).toBe('ok');
  });

  it('answers a full quota as a Subsonic error 0 with HTTP 200, never 500', async () => {
    const login = await newLogin();
    for (let i = 0; i < 3; i++) expect(errorCode(await rest(t.app, 'createPlaylist', { apiKey: login.password, name: `P${i}` }))).toBe('ok');
    const over = await rest(t.app, 'createPlaylist', { apiKey: login.password, name: 'One too many' });
    expect([over.status, errorCode(over)]).toEqual([200, 0]);
    expect(over.body['error'].message).toMatch(/^Limit reached: at most 3 playlists per account/);
  });
});

describe('Subsonic writes take from the device’s write budget', () => {
  it('answers 429 with Retry-After in a Subsonic envelope once the burst is spent; reads go on', async () => {
    const limited = await buildTestApp({ writeRate: { burst: 3, perSecond: 0.01 } });
    try {
      await seedCatalogue(limited.app.db, limited.dataDir);
      const login = await newLogin(limited);
      const songs = (await limited.app.db.selectFrom('tracks').select('id').execute()).map((r) => `tr-${r.id}`);
      for (let i = 0; i < 3; i++) expect(errorCode(await rest(limited.app, 'star', { apiKey: login.password, id: songs[0] as string }))).toBe('ok');
      const refused = await rest(limited.app, 'createPlaylist', { apiKey: login.password, name: 'Late', songId: songs });
      expect([refused.status, errorCode(refused), Number(refused.headers['retry-after']) > 0]).toEqual([429, 0, true]);
      expect(refused.body['error'].message).toMatch(/^Too many changes from this device/);
      expect(await limited.app.db.selectFrom('user_playlists').select('id').execute()).toEqual([]);
      expect(errorCode(await rest(limited.app, 'getPlaylists', { apiKey: login.password }))).toBe('ok');
    } finally {
      await limited.close();
    }
  });
});
