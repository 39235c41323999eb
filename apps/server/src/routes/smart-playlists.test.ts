import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { activateListener } from '../test-support/listener.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { createTrack, recordPlay } from '../repositories/catalogue-writes.js';
import { nowIso } from '../repositories/json.js';
import { appLogin, subsonicClient } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
});
afterAll(async () => {
  await t.close();
});

const listener = () => activateListener(t);

type Who = Awaited<ReturnType<typeof listener>>;
const preview = (who: Who, rules: unknown) => t.call('previewSmartPlaylist', { method: 'POST', url: '/api/v1/smart-playlists/preview', headers: who.headers, payload: { rules } });
const count = async (who: Who, rules: unknown) => {
  const answer = await preview(who, rules);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().track_count as number;
};
const all = (...rules: unknown[]) => ({ match: 'all', rules });

describe('smart playlist rules', () => {
  // Seed: Neon Rain (Synthwave, 214 s) and Harbour Lights (Synthwave, 187.5 s) by Nova Lights on
  // Midnight Drive; Let It Be Loud (Rock, 150 s) by another artist on Yesterday Again.
  it('match text, number, genre and nested any/all groups', async () => {
    const me = await listener();
    expect(await count(me, all({ field: 'genre', op: 'is', value: 'synthwave' }))).toBe(2);
    expect(await count(me, all({ field: 'genre', op: 'is_not', value: 'Synthwave' }))).toBe(1);
    expect(await count(me, all({ field: 'title', op: 'contains', value: 'LIGHT' }))).toBe(1);
    expect(await count(me, all({ field: 'title', op: 'contains', value: '%' }))).toBe(0);
    expect(await count(me, all({ field: 'artist', op: 'is', value: 'Nova Lights' }))).toBe(2);
    expect(await count(me, all({ field: 'album', op: 'starts_with', value: 'yester' }))).toBe(1);
    expect(await count(me, all({ field: 'duration', op: 'between', value: [150, 190] }))).toBe(2);
    expect(await count(me, all({ field: 'duration', op: 'gt', value: 200 }, { field: 'genre', op: 'is', value: 'Rock' }))).toBe(0);
    expect(await count(me, { match: 'any', rules: [{ field: 'duration', op: 'gt', value: 200 }, { field: 'genre', op: 'is', value: 'Rock' }] })).toBe(2);
    expect(await count(me, all({ field: 'genre', op: 'is', value: 'Synthwave' }, { match: 'any', rules: [{ field: 'title', op: 'starts_with', value: 'neon' }, { field: 'duration', op: 'lt', value: 100 }] }))).toBe(1);
    expect(await count(me, all({ field: 'date_added', op: 'in_last_days', value: 1 }))).toBe(3);
    expect(await count(me, all({ field: 'date_added', op: 'before', value: '2000-01-01' }))).toBe(0);
    expect(await count(me, { ...all(), limit: 2 })).toBe(2);
  });

  it('count this listener’s plays and likes, never another’s', async () => {
    const [neon, harbour, loud] = seed.trackIds as [number, number, number];
    const me = await listener();
    const other = await listener();
    for (let i = 0; i < 3; i++) await recordPlay(t.app.db, { kind: 'track', refId: neon, codeId: me.codeId, deviceId: me.deviceId, playedAt: new Date(Date.now() - i * 60_000).toISOString() });
    await recordPlay(t.app.db, { kind: 'track', refId: loud, codeId: me.codeId, deviceId: me.deviceId, playedAt: new Date(Date.now() - 400 * 86_400_000).toISOString() });
    for (let i = 0; i < 5; i++) await recordPlay(t.app.db, { kind: 'track', refId: harbour, codeId: other.codeId, deviceId: other.deviceId, playedAt: new Date(Date.now() - i * 60_000).toISOString() });
    await t.app.db.insertInto('favorites').values({ code_id: me.codeId, track_id: harbour, created_at: nowIso() }).execute();

    expect(await count(me, all({ field: 'play_count', op: 'gt', value: 2 }))).toBe(1);
    expect(await count(me, all({ field: 'play_count', op: 'is', value: 0 }))).toBe(1);
    expect(await count(other, all({ field: 'play_count', op: 'gt', value: 2 }))).toBe(1);
    // "Not played in a year": never played, or last played over 365 days ago.
    expect(await count(me, all({ field: 'last_played', op: 'not_in_last_days', value: 365 }))).toBe(2);
    expect(await count(me, all({ field: 'last_played', op: 'in_last_days', value: 7 }))).toBe(1);
    expect(await count(me, all({ field: 'liked', op: 'is', value: true }))).toBe(1);
    expect(await count(other, all({ field: 'liked', op: 'is', value: true }))).toBe(0);

    const created = await t.call('createSmartPlaylist', { method: 'POST', url: '/api/v1/smart-playlists', headers: me.headers, payload: { name: 'Most played', rules: { ...all({ field: 'play_count', op: 'gt', value: 0 }), sort: { field: 'play_count', direction: 'desc' } } } });
    expect(created.statusCode, created.body).toBe(201);
    const detail = (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${created.json().id}`, headers: me.headers })).json();
    expect(detail.tracks.map((x: { id: string }) => Number(x.id))).toEqual([neon, loud]);
    expect(detail.rules.sort).toEqual({ field: 'play_count', direction: 'desc' });

    // Sorted by the listener's plays: songs never played count 0 plays, played longest ago, by id.
    const sorted = async (field: string, direction: string, limit?: number) => {
      const made = await t.call('createSmartPlaylist', { method: 'POST', url: '/api/v1/smart-playlists', headers: me.headers, payload: { name: 'Sorted', rules: { ...all(), sort: { field, direction }, ...(limit ? { limit } : {}) } } });
      expect(made.statusCode, made.body).toBe(201);
      return (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${made.json().id}`, headers: me.headers })).json().tracks.map((x: { id: string }) => Number(x.id));
    };
    expect(await sorted('play_count', 'desc')).toEqual([neon, loud, harbour]);
    expect(await sorted('play_count', 'asc')).toEqual([harbour, loud, neon]);
    expect(await sorted('play_count', 'desc', 1)).toEqual([neon]);
    expect(await sorted('play_count', 'asc', 2)).toEqual([harbour, loud]);
    expect(await sorted('last_played', 'desc')).toEqual([neon, loud, harbour]);
    expect(await sorted('last_played', 'asc', 2)).toEqual([harbour, loud]);
  });

  it('walk a listener’s tallies in one PostgreSQL process: parallel workers would read ahead past the limit', async () => {
    if (t.app.dialect !== 'postgres') return;
    const me = await listener();
    for (const trackId of seed.trackIds) await recordPlay(t.app.db, { kind: 'track', refId: trackId, codeId: me.codeId, deviceId: me.deviceId, playedAt: nowIso() });
    const plan = await t.app.db.transaction().execute(async (trx) => {
      await sql`ANALYZE play_tallies`.execute(trx);
      // Parallel plans made as cheap as they can be: only the table's own setting keeps them out.
      for (const setting of ['parallel_setup_cost', 'parallel_tuple_cost', 'min_parallel_table_scan_size', 'min_parallel_index_scan_size']) await sql.raw(`SET LOCAL ${setting} = 0`).execute(trx);
      const explained = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT pt.track_id FROM play_tallies pt INNER JOIN tracks t ON t.id = pt.track_id WHERE pt.code_id = ${me.codeId} ORDER BY pt.plays DESC, pt.track_id LIMIT 100`.execute(trx);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Gather|Parallel/);
  });

  it('stores a smart playlist whose songs follow the library, in the rules’ order and limit; songs cannot be added by hand', async () => {
    const me = await listener();
    const rules = { ...all({ field: 'genre', op: 'is', value: 'Synthwave' }), sort: { field: 'title', direction: 'asc' }, limit: 3 };
    const created = await t.call('createSmartPlaylist', { method: 'POST', url: '/api/v1/smart-playlists', headers: me.headers, payload: { name: ' Synth ', rules } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Synth', track_count: 2, rules });
    const id = created.json().id as string;
    const titles = async () => (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${id}`, headers: me.headers })).json().tracks.map((x: { title: string }) => x.title);
    expect(await titles()).toEqual(['Harbour Lights', 'Neon Rain']);

    await createTrack(t.app.db, { title: 'Amber Arcade', artistId: seed.artistId, albumId: seed.albumId, trackNumber: 3, discNumber: 1, duration: 200, genres: ['Synthwave'] });
    expect(await titles()).toEqual(['Amber Arcade', 'Harbour Lights', 'Neon Rain']);
    const listed = (await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers: me.headers })).json();
    expect(listed.playlists.find((p: { id: string }) => p.id === id)).toMatchObject({ track_count: 3 });

    // Subsonic apps list it with its songs, and may not change it.
    const apps = subsonicClient(t.app, await appLogin(t.app, me.codeId, 'Symfonium'));
    const listedByApp = (await apps.getPlaylists()) as { playlists: { playlist: Array<{ id: string; name: string; songCount: number }> } };
    const shown = listedByApp.playlists.playlist.find((p) => p.name === 'Synth');
    expect(shown).toMatchObject({ songCount: 3 });
    const songs = (await apps.getPlaylist({ id: shown?.id ?? '' })) as { playlist: { entry: Array<{ title: string }> } };
    expect(songs.playlist.entry.map((x) => x.title)).toEqual(['Amber Arcade', 'Harbour Lights', 'Neon Rain']);
    const refused = (await apps.updatePlaylist({ playlistId: shown?.id ?? '', name: 'Renamed' } as never)) as { status: string; error?: { code: number; message: string } };
    expect(refused).toMatchObject({ status: 'failed', error: { code: 50 } });
    expect(refused.error?.message).toMatch(/read-only/);

    const add = await t.call('addUserPlaylistTrack', { method: 'POST', url: `/api/v1/playlists/${id}/tracks`, headers: me.headers, payload: { track_id: String(seed.trackIds[2]) } });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toMatch(/smart playlist/);
  });

  it('refuses bad rule sets with a clear 400 and stores nothing', async () => {
    const me = await listener();
    let deep: Record<string, unknown> = { field: 'title', op: 'is', value: 'x' };
    for (let i = 0; i < 100; i++) deep = { match: 'all', rules: [deep] };
    const nested = await preview(me, deep);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/nest at most 5 deep/);

    const unknown = await preview(me, all({ field: 'mood', op: 'is', value: 'happy' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/field/);

    const extra = await preview(me, all({ field: 'title', op: 'is', value: 'x', colour: 'red' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/colour/);

    const unfit = await preview(me, all({ field: 'year', op: 'contains', value: '19' }));
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().message).toBe('The operator "contains" does not fit the field "year" (it takes is, is_not, gt, lt, between)');
    expect((await preview(me, all({ field: 'date_added', op: 'before', value: 'someday' }))).json().message).toBe('The field "date_added" with "before" needs a date');
    expect((await preview(me, all({ field: 'duration', op: 'between', value: [300, 100] }))).statusCode).toBe(400);

    const create = await t.call('createSmartPlaylist', { method: 'POST', url: '/api/v1/smart-playlists', headers: me.headers, payload: { name: 'Deep', rules: deep } });
    expect(create.statusCode).toBe(400);
    const listed = (await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers: me.headers })).json();
    expect(listed.total).toBe(0);
  });
});

describe('editing a smart playlist', () => {
  it('changes its name and rules, and its songs follow at once; a playlist of chosen songs or another code’s is not found', async () => {
    const me = await listener();
    const synth = all({ field: 'genre', op: 'is', value: 'Synthwave' });
    const created = (await t.call('createSmartPlaylist', { method: 'POST', url: '/api/v1/smart-playlists', headers: me.headers, payload: { name: 'Synth', rules: synth } })).json();
    const rock = { match: 'any', rules: [{ field: 'genre', op: 'is', value: 'Rock' }, { match: 'all', rules: [{ field: 'title', op: 'contains', value: 'Neon' }] }] };
    const updated = await t.call('updateSmartPlaylist', { method: 'PUT', url: `/api/v1/smart-playlists/${created.id}`, headers: me.headers, payload: { name: 'Rock or Neon', rules: rock } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Rock or Neon', rules: rock });
    const detail = (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${created.id}`, headers: me.headers })).json();
    expect(detail.tracks.map((track: { id: string }) => Number(track.id)).sort()).toEqual([seed.trackIds[0], seed.trackIds[2]].sort());

    const refused = await t.call('updateSmartPlaylist', { method: 'PUT', url: `/api/v1/smart-playlists/${created.id}`, headers: me.headers, payload: { name: 'Bad', rules: all({ field: 'mood', op: 'is', value: 'x' }) } });
    expect(refused.statusCode).toBe(400);
    expect((await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${created.id}`, headers: me.headers })).json().name).toBe('Rock or Neon');

    const plain = (await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers: me.headers, payload: { name: 'Chosen' } })).json();
    expect((await t.call('updateSmartPlaylist', { method: 'PUT', url: `/api/v1/smart-playlists/${plain.id}`, headers: me.headers, payload: { name: 'X', rules: synth } })).statusCode).toBe(404);
    const other = await listener();
    expect((await t.call('updateSmartPlaylist', { method: 'PUT', url: `/api/v1/smart-playlists/${created.id}`, headers: other.headers, payload: { name: 'Mine', rules: synth } })).statusCode).toBe(404);
  });
});

describe('ready-made smart playlists', () => {
  it('greet a fresh code with "Recently added", "Most played" and "Not played in a year", counted for it, read-only and outside its quota', async () => {
    const me = await listener();
    const allTracks = Number((await t.app.db.selectFrom('tracks').select(t.app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const readyMade = async () => {
      const answer = await t.call('listReadyMadePlaylists', { method: 'GET', url: '/api/v1/smart-playlists/ready-made', headers: me.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().playlists as Array<{ id: string; name: string; track_count: number; ready_made: boolean; rules: unknown }>;
    };
    const fresh = await readyMade();
    expect(fresh.map((p) => [p.id, p.name, p.ready_made])).toEqual([['ready-1', 'Recently added', true], ['ready-2', 'Most played', true], ['ready-3', 'Not played in a year', true]]);
    // Every song was added just now, none was played by this fresh code.
    expect(fresh.map((p) => p.track_count)).toEqual([Math.min(allTracks, 100), 0, Math.min(allTracks, 100)]);
    expect((await t.call('listUserPlaylists', { method: 'GET', url: '/api/v1/playlists', headers: me.headers })).json().total).toBe(0);

    const [neon, , loud] = seed.trackIds as [number, number, number];
    for (const [track, times] of [[loud, 2], [neon, 1]] as const) {
      for (let i = 0; i < times; i++) await recordPlay(t.app.db, { kind: 'track', refId: track, codeId: me.codeId, deviceId: me.deviceId, playedAt: new Date(Date.now() - i * 60_000).toISOString() });
    }
    const detail = async (id: string) => {
      const answer = await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${id}`, headers: me.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { name: string; ready_made: boolean; track_count: number; tracks: Array<{ id: string }> };
    };
    const mostPlayed = await detail('ready-2');
    expect(mostPlayed).toMatchObject({ name: 'Most played', ready_made: true, track_count: 2 });
    expect(mostPlayed.tracks.map((track) => Number(track.id))).toEqual([loud, neon]);
    const notPlayed = (await detail('ready-3')).tracks.map((track) => Number(track.id));
    expect(notPlayed).not.toContain(loud);
    expect(notPlayed).not.toContain(neon);
    expect(notPlayed).toHaveLength(Math.min(allTracks - 2, 100));
    // Another code's plays are its own.
    const other = await listener();
    expect((await t.call('getUserPlaylist', { method: 'GET', url: '/api/v1/playlists/ready-2', headers: other.headers })).json().tracks).toEqual([]);

    const exported = await t.call('exportPlaylistFile', { method: 'GET', url: '/api/v1/playlists/ready-2/export', headers: me.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n').filter((line) => line.startsWith('#EXTINF'))).toHaveLength(2);

    expect((await t.call('updateSmartPlaylist', { method: 'PUT', url: '/api/v1/smart-playlists/ready-2', headers: me.headers, payload: { name: 'Mine', rules: all() } })).statusCode).toBe(404);
    expect((await t.call('deleteUserPlaylist', { method: 'DELETE', url: '/api/v1/playlists/ready-2', headers: me.headers })).statusCode).toBe(404);
    expect((await t.call('getUserPlaylist', { method: 'GET', url: '/api/v1/playlists/ready-4', headers: me.headers })).statusCode).toBe(404);
    expect((await readyMade()).map((p) => p.name)).toEqual(['Recently added', 'Most played', 'Not played in a year']);

    // Subsonic apps list them like any playlist, read-only.
    const apps = subsonicClient(t.app, await appLogin(t.app, me.codeId, 'Symfonium'));
    const listedByApp = (await apps.getPlaylists()) as { playlists: { playlist: Array<{ id: string; name: string; songCount: number }> } };
    expect(listedByApp.playlists.playlist.find((p) => p.name === 'Most played')).toMatchObject({ id: 'rm-2', songCount: 2 });
    const songs = (await apps.getPlaylist({ id: 'rm-2' })) as { playlist: { entry: Array<{ id: string }> } };
    expect(songs.playlist.entry.map((song) => song.id)).toEqual([`tr-${loud}`, `tr-${neon}`]);
    const refused = (await apps.updatePlaylist({ playlistId: 'rm-2', name: 'Renamed' } as never)) as { status: string; error?: { code: number } };
    expect(refused).toMatchObject({ status: 'failed', error: { code: 50 } });
  });
});
