import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { activateListener } from '../test-support/listener.js';
import { createAlbum, createArtist, createTrack, recordPlay } from '../repositories/catalogue-writes.js';
import { spreadArtists } from '../repositories/similar-songs.js';

let t: TestApp;
/** Jazz of the early 70s (A, B), rock of 1990 (C), and D: one rock song of 1971, one pop song of 2020. */
const songs: Record<string, number> = {};
const owners: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const plan: Array<[string, string, number, string[]]> = [
    ['A', 'jazz', 1970, ['a1', 'a2', 'a3', 'a4']],
    ['B', 'jazz', 1972, ['b1', 'b2', 'b3']],
    ['C', 'rock', 1990, ['c1', 'c2', 'c3']],
  ];
  for (const [artist, genre, year, titles] of plan) {
    owners[artist] = await createArtist(db, { name: `Artist ${artist}`, genres: [genre] });
    owners[`album ${artist}`] = await createAlbum(db, { title: `Album ${artist}`, artistId: owners[artist] as number, year, genres: [genre] });
    for (const [i, title] of titles.entries()) songs[title] = await createTrack(db, { title, artistId: owners[artist] as number, albumId: owners[`album ${artist}`], trackNumber: i + 1, duration: 180, year, genres: [genre] });
  }
  owners['D'] = await createArtist(db, { name: 'Artist D', genres: [] });
  songs['d1'] = await createTrack(db, { title: 'd1', artistId: owners['D'] as number, duration: 180, year: 1971, genres: ['rock'] });
  songs['d2'] = await createTrack(db, { title: 'd2', artistId: owners['D'] as number, duration: 180, year: 2020, genres: ['pop'] });
});
afterAll(async () => {
  await t.close();
});

const titleOf = (id: string) => Object.entries(songs).find(([, value]) => String(value) === id)?.[0];

async function mix(headers: Record<string, string>, query: string): Promise<string[]> {
  const response = await t.call('getMix', { method: 'GET', url: `/api/v1/browse/mix?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tracks.map((track: { id: string }) => titleOf(track.id));
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the mix behind Autoplay, Instant mix and getSimilarSongs', () => {
  it('answers the same artist, genre and era, never the seed nor an unrelated song', async () => {
    const me = await activateListener(t);
    const chosen = await mix(me.headers, `song_ids=${songs['a1']}`);
    expect(new Set(chosen)).toEqual(new Set(['a2', 'a3', 'a4', 'b1', 'b2', 'b3']));
    // Same artist, genre and era rank above the same genre and era alone.
    expect(new Set(chosen.slice(0, 3))).toEqual(new Set(['a2', 'a3', 'a4']));
  });

  it('adds what this code played together with the seeds, not what another code did, closest first', async () => {
    const me = await activateListener(t);
    const other = await activateListener(t);
    // Two evenings, two days ago: a1, then the pop song d2 within half an hour each time.
    for (const day of [2, 3]) {
      const evening = 60 * 24 * day;
      await recordPlay(t.app.db, { kind: 'track', refId: songs['a1'] as number, codeId: me.codeId, playedAt: ago(evening) });
      await recordPlay(t.app.db, { kind: 'track', refId: songs['d2'] as number, codeId: me.codeId, playedAt: ago(evening - 20) });
      // An hour and a half later: no longer played together.
      await recordPlay(t.app.db, { kind: 'track', refId: songs['c3'] as number, codeId: me.codeId, playedAt: ago(evening - 90) });
      await recordPlay(t.app.db, { kind: 'track', refId: songs['a1'] as number, codeId: other.codeId, playedAt: ago(evening) });
      await recordPlay(t.app.db, { kind: 'track', refId: songs['c1'] as number, codeId: other.codeId, playedAt: ago(evening - 5) });
    }
    const mine = await mix(me.headers, `song_ids=${songs['a1']}`);
    expect(mine[0]).toBe('d2');
    expect(mine).not.toContain('c3');
    expect(mine).not.toContain('c1');
    const theirs = await mix(other.headers, `song_ids=${songs['a1']}`);
    expect(theirs[0]).toBe('c1');
    expect(theirs).not.toContain('d2');
  });

  it('never repeats this code’s last hour nor the excluded songs', async () => {
    const me = await activateListener(t);
    await recordPlay(t.app.db, { kind: 'track', refId: songs['a2'] as number, codeId: me.codeId, playedAt: ago(50) });
    await recordPlay(t.app.db, { kind: 'track', refId: songs['b1'] as number, codeId: me.codeId, playedAt: ago(70) });
    const chosen = await mix(me.headers, `song_ids=${songs['a1']},${songs['a4']}&exclude_ids=${songs['a3']},${songs['b2']}`);
    expect(new Set(chosen)).toEqual(new Set(['b1', 'b3']));
    expect((await mix(me.headers, `song_ids=${songs['a1']}&limit=1`)).length).toBe(1);
  });

  it('takes an album or an artist as the seed, and says what is wrong with a bad ask', async () => {
    const me = await activateListener(t);
    expect(new Set(await mix(me.headers, `album_id=${owners['album C']}`))).toEqual(new Set(['d1']));
    expect(new Set(await mix(me.headers, `artist_id=${owners['B']}`))).toEqual(new Set(['a1', 'a2', 'a3', 'a4']));
    const call = (query: string) => t.call('getMix', { method: 'GET', url: `/api/v1/browse/mix?${query}`, headers: me.headers });
    expect((await call(`song_ids=${songs['a1']}&album_id=${owners['album A']}`)).statusCode).toBe(400);
    expect((await call('')).statusCode).toBe(400);
    expect((await call('song_ids=999999')).statusCode).toBe(404);
    expect((await call('artist_id=999999')).json()).toMatchObject({ message: 'Artist not found' });
    expect((await call(`song_ids=${songs['a1']}&limit=0`)).statusCode).toBe(400);
    expect((await t.call('getMix', { method: 'GET', url: `/api/v1/browse/mix?song_ids=${songs['a1']}` })).statusCode).toBe(401);
  });
});

describe('spreadArtists', () => {
  it('lets no artist take more than a quarter of the mix while others are left, then fills with the rest', () => {
    const ranked = [1, 2, 3, 4, 5].map((id) => ({ id, artistId: 1, year: null })).concat([{ id: 6, artistId: 2, year: null }]);
    expect(spreadArtists(ranked, 4)).toEqual([1, 2, 6, 3]);
    expect(spreadArtists(ranked, 8)).toEqual([1, 2, 6, 3, 4, 5]);
  });
});
