import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from './audio/mp3.js';
import { DEMO_ART_DIR, DEMO_SOURCE, seedDemo, seedRecentlyPlayed } from './seed.js';
import type { DemoCatalogueStore, DemoCatalogueWriter, DemoPlay } from './store.js';

/** An in-memory store: every row it is given, by kind, and whether a transaction failed. */
function memoryStore() {
  const rows = new Map<string, unknown[]>();
  const plays: DemoPlay[] = [];
  const add = (kind: string) => async (row: unknown) => {
    const list = rows.get(kind) ?? [];
    list.push(row);
    rows.set(kind, list);
    return list.length;
  };
  const writer: DemoCatalogueWriter = {
    upsertMediaFile: add('file'),
    createArtist: add('artist'),
    createAlbum: add('album'),
    createTrack: add('track'),
    createCatalogPlaylist: add('playlist'),
    createPodcast: add('podcast'),
    createEpisode: add('episode'),
    createRadioStation: add('station'),
    recordPlay: async (play) => void plays.push(play),
  };
  const store: DemoCatalogueStore = {
    hasDemoCatalogue: async () => (rows.get('track')?.length ?? 0) > 0,
    transaction: (work) => work(writer),
  };
  return { store, writer, rows, plays };
}

const tone = new Float32Array(11025).map((_, i) => Math.sin(i / 5) * 0.3);
const render = async () => encodeMp3(tone, 22050, 64);
const now = new Date('2026-11-21T12:00:00.000Z');
const dataDir = mkdtempSync(join(tmpdir(), 'tangerine-demo-lib-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('seedDemo through a store', () => {
  it('writes the whole catalogue once, with demo source keys, artwork files and a trending history', async () => {
    const memory = memoryStore();
    const result = await seedDemo(memory.store, dataDir, { render, now, concurrency: 1 });
    expect(result).toMatchObject({ created: true, artists: 8, albums: 12, tracks: 80, playlists: 10, podcasts: 2, episodes: 10, stations: 6 });
    expect(memory.rows.get('track')).toHaveLength(80);
    for (const track of memory.rows.get('track') as { sourceKey: string }[]) expect(track.sourceKey.startsWith(DEMO_SOURCE)).toBe(true);
    expect(readdirSync(join(dataDir, DEMO_ART_DIR)).length).toBeGreaterThanOrEqual(8 + 12 + 10 + 2 + 6);
    const day = memory.plays.filter((play) => now.getTime() - Date.parse(play.playedAt) < 86_400_000);
    expect(day.length).toBeGreaterThan(0);
    expect(memory.plays.length).toBe(result.plays);

    expect((await seedDemo(memory.store, dataDir, { render, now })).created).toBe(false);
    expect(memory.rows.get('track')).toHaveLength(80);
  }, 60_000);

  it('gives a listener a recent history of distinct tracks in the last hours', async () => {
    const memory = memoryStore();
    const count = await seedRecentlyPlayed(memory.writer, 7, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22], now);
    expect(count).toBe(20);
    expect(new Set(memory.plays.map((play) => play.refId)).size).toBe(20);
    for (const play of memory.plays) expect(now.getTime() - Date.parse(play.playedAt)).toBeGreaterThan(0);
    for (const play of memory.plays) expect(now.getTime() - Date.parse(play.playedAt)).toBeLessThan(4 * 3_600_000);
    expect(memory.plays.every((play) => play.codeId === 7)).toBe(true);
  });
});
