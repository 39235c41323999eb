import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { activateListener } from '../test-support/listener.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { createTrack, recordPlay } from '../repositories/catalogue-writes.js';
import { retallyPlays } from '../repositories/play-tallies.js';
import { removeLibraryTracks } from '../library/library-writes.js';

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

const at = (iso: string) => new Date(iso).toISOString();

describe('listening history', () => {
  it('answers this code’s plays latest first, page by page, without other codes’ plays', async () => {
    const [a, b, c] = seed.trackIds as [number, number, number];
    const me = await listener();
    const other = await listener();
    const plays: Array<[number, string]> = [
      [a, '2026-03-01T08:00:00Z'],
      [b, '2026-03-01T09:00:00Z'],
      [a, '2026-03-02T10:00:00Z'],
      [c, '2026-03-03T11:00:00Z'],
      [b, '2026-03-03T11:00:00Z'],
    ];
    for (const [refId, playedAt] of plays) await recordPlay(t.app.db, { kind: 'track', refId, codeId: me.codeId, deviceId: me.deviceId, playedAt: at(playedAt) });
    await recordPlay(t.app.db, { kind: 'track', refId: c, codeId: other.codeId, deviceId: other.deviceId, playedAt: at('2026-03-02T12:00:00Z') });
    await recordPlay(t.app.db, { kind: 'episode', refId: seed.episodeIds[0] as number, codeId: me.codeId, deviceId: me.deviceId, playedAt: at('2026-03-02T13:00:00Z') });

    const all = (await t.call('getListeningHistory', { method: 'GET', url: '/api/v1/history', headers: me.headers })).json();
    const listed = all.plays.map((p: { id: string; played_at: string }) => [Number(p.id), p.played_at]);
    expect(listed.map((p: [number, string]) => p[1])).toEqual(['2026-03-03T11:00:00Z', '2026-03-03T11:00:00Z', '2026-03-02T10:00:00Z', '2026-03-01T09:00:00Z', '2026-03-01T08:00:00Z'].map(at));
    expect(listed.slice(0, 2).map((p: [number, string]) => p[0]).sort()).toEqual([b, c].sort());
    expect(listed.slice(2).map((p: [number, string]) => p[0])).toEqual([a, b, a]);
    expect(all.next_before).toBeNull();

    // A page of 1 would end inside the two plays of 11:00: it holds both, and the next page starts before them.
    const first = (await t.call('getListeningHistory', { method: 'GET', url: '/api/v1/history?limit=2', headers: me.headers })).json();
    expect(first.plays).toHaveLength(2);
    expect(first.next_before).toBe(at('2026-03-03T11:00:00Z'));
    const second = (await t.call('getListeningHistory', { method: 'GET', url: `/api/v1/history?limit=2&before=${encodeURIComponent(first.next_before)}`, headers: me.headers })).json();
    expect(second.plays.map((p: { id: string }) => Number(p.id))).toEqual([a, b]);
    const third = (await t.call('getListeningHistory', { method: 'GET', url: `/api/v1/history?limit=2&before=${encodeURIComponent(second.next_before)}`, headers: me.headers })).json();
    expect(third).toMatchObject({ next_before: null });
    expect(third.plays.map((p: { id: string }) => Number(p.id))).toEqual([a]);
  });

  it('refuses a bad cursor or limit with a clear 400, and a call without a session with 401', async () => {
    const me = await listener();
    const bad = await t.call('getListeningHistory', { method: 'GET', url: '/api/v1/history?before=yesterday', headers: me.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/before/);
    expect((await t.call('getListeningHistory', { method: 'GET', url: '/api/v1/history?limit=0', headers: me.headers })).statusCode).toBe(400);
    expect((await t.call('getListeningHistory', { method: 'GET', url: '/api/v1/history' })).statusCode).toBe(401);
  });
});

describe('your year', () => {
  it('sums the minutes of the year’s plays and ranks its artists, albums and songs', async () => {
    const [a, b, c] = seed.trackIds as [number, number, number];
    const me = await listener();
    const play = (refId: number, playedAt: string) => recordPlay(t.app.db, { kind: 'track', refId, codeId: me.codeId, deviceId: me.deviceId, playedAt: at(playedAt) });
    // In 2025: a (214 s) ×1, b (187.5 s) ×2, c (150 s) ×3; outside it, plays that must not count.
    await play(a, '2025-01-01T00:00:00Z');
    await play(b, '2025-06-01T00:00:00Z');
    await play(b, '2025-06-02T00:00:00Z');
    for (const day of ['10', '11', '12']) await play(c, `2025-12-${day}T23:00:00Z`);
    await play(a, '2024-12-31T23:59:59Z');
    await play(a, '2026-01-01T00:00:00Z');

    const year = (await t.call('getYearInListening', { method: 'GET', url: '/api/v1/history/year?year=2025', headers: me.headers })).json();
    expect(year).toMatchObject({ year: 2025, play_count: 6, minutes_listened: Math.floor((214 + 2 * 187.5 + 3 * 150) / 60) });
    expect(year.top_tracks.map((x: { id: string; play_count: number; rank: number }) => [Number(x.id), x.play_count, x.rank])).toEqual([[c, 3, 1], [b, 2, 2], [a, 1, 3]]);
    // Nova Lights has a and b (3 plays), the other artist c (3 plays): ties go by id, Nova Lights was made first.
    expect(year.top_artists.map((x: { id: string; play_count: number }) => [Number(x.id), x.play_count])).toEqual([[seed.artistId, 3], [expect.any(Number), 3]]);
    expect(year.top_albums[0]).toMatchObject({ id: String(seed.albumId), play_count: 3 });

    const empty = (await t.call('getYearInListening', { method: 'GET', url: '/api/v1/history/year?year=2020', headers: me.headers })).json();
    expect(empty).toEqual({ year: 2020, minutes_listened: 0, play_count: 0, top_artists: [], top_albums: [], top_tracks: [] });
    expect((await t.call('getYearInListening', { method: 'GET', url: '/api/v1/history/year?year=20x5', headers: me.headers })).statusCode).toBe(400);
  });
});

/** The listener's tallies as stored, and as counted here from the plays table (songs still in the catalogue). */
async function talliesAndAggregate(codeId: number) {
  const db = t.app.db;
  const plays = await db.selectFrom('plays as p').innerJoin('tracks as tr', 'tr.id', 'p.ref_id').select(['p.ref_id', 'p.played_at', 'tr.artist_id', 'tr.album_id', 'tr.duration']).where('p.code_id', '=', codeId).where('p.kind', '=', 'track').execute();
  const perSong = new Map<number, { plays: number; last: string }>();
  const perYear = new Map<string, { plays: number; seconds: number }>();
  const bump = (key: string, seconds: number) => {
    const entry = perYear.get(key) ?? { plays: 0, seconds: 0 };
    perYear.set(key, { plays: entry.plays + 1, seconds: entry.seconds + seconds });
  };
  for (const play of plays) {
    const song = perSong.get(play.ref_id) ?? { plays: 0, last: '' };
    perSong.set(play.ref_id, { plays: song.plays + 1, last: play.played_at > song.last ? play.played_at : song.last });
    const year = play.played_at.slice(0, 4);
    const seconds = Number(play.duration);
    bump(`${year} track ${play.ref_id}`, seconds);
    bump(`${year} artist ${play.artist_id}`, seconds);
    if (play.album_id !== null) bump(`${year} album ${play.album_id}`, seconds);
    bump(`${year} year 0`, seconds);
  }
  const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
  const songs = await db.selectFrom('play_tallies').selectAll().where('code_id', '=', codeId).execute();
  const years = await db.selectFrom('play_year_tracks').selectAll().where('code_id', '=', codeId).execute();
  const totals = await db.selectFrom('play_year_totals').selectAll().where('code_id', '=', codeId).execute();
  const stored = {
    songs: Object.fromEntries(songs.map((row) => [row.track_id, { plays: Number(row.plays), last: row.last_played_at }])),
    years: Object.fromEntries([...years.map((row) => [`${row.year} track ${row.track_id}`, row] as const), ...totals.map((row) => [`${row.year} ${row.kind} ${row.ref_id}`, row] as const)].map(([key, row]) => [key, { plays: Number(row.plays), seconds: round(Number(row.seconds)) }])),
  };
  const counted = { songs: Object.fromEntries(perSong), years: Object.fromEntries([...perYear].map(([key, value]) => [key, { ...value, seconds: round(value.seconds) }])) };
  return { stored, counted };
}

describe('play tallies', () => {
  it('equal the plays counted from the plays table after plays, a song leaving the catalogue and a bulk load retallied', async () => {
    const [a, b, c] = seed.trackIds as [number, number, number];
    const gone = await createTrack(t.app.db, { title: 'Short Lived', artistId: seed.artistId, albumId: seed.albumId, trackNumber: 9, duration: 99.5, audioFileId: seed.audioFileId });
    const me = await listener();
    const other = await listener();
    const songs = [a, b, c, gone];
    for (let i = 0; i < 40; i++) {
      const refId = songs[(i * 7) % songs.length] as number;
      const playedAt = new Date(Date.UTC(2024 + (i % 3), (i * 5) % 12, 1 + (i % 27), i % 24)).toISOString();
      await recordPlay(t.app.db, { kind: 'track', refId, codeId: i % 5 === 0 ? other.codeId : me.codeId, deviceId: me.deviceId, playedAt });
    }
    let { stored, counted } = await talliesAndAggregate(me.codeId);
    expect(stored.songs[gone]).toBeDefined();
    expect(stored).toEqual(counted);

    // A song whose file is gone leaves the catalogue: its plays leave the tallies, its artist's and album's too.
    await t.app.db.transaction().execute((trx) => removeLibraryTracks(trx, [gone]));
    ({ stored, counted } = await talliesAndAggregate(me.codeId));
    expect(stored.songs[gone]).toBeUndefined();
    expect(stored).toEqual(counted);
    expect(await talliesAndAggregate(other.codeId).then((x) => x.stored)).toEqual(await talliesAndAggregate(other.codeId).then((x) => x.counted));

    // Plays written behind the server's back (a bulk load) count once the tallies are rebuilt.
    await t.app.db.insertInto('plays').values([a, a, c].map((refId, i) => ({ kind: 'track', ref_id: refId, code_id: me.codeId, device_id: 'bulk', played_at: `2023-0${i + 1}-15T12:00:00.000Z` }))).execute();
    expect((await talliesAndAggregate(me.codeId)).stored).not.toEqual((await talliesAndAggregate(me.codeId)).counted);
    await retallyPlays(t.app.db, t.app.dialect);
    for (const codeId of [me.codeId, other.codeId]) {
      ({ stored, counted } = await talliesAndAggregate(codeId));
      expect(stored).toEqual(counted);
    }
    const year = (await t.call('getYearInListening', { method: 'GET', url: '/api/v1/history/year?year=2023', headers: me.headers })).json();
    expect(year).toMatchObject({ play_count: 3, minutes_listened: Math.floor((2 * 214 + 150) / 60) });
    expect(year.top_tracks.map((x: { id: string; play_count: number }) => [Number(x.id), x.play_count])).toEqual([[a, 2], [c, 1]]);
  });
});
