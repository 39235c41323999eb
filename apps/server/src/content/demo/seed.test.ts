import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { openTestDatabase, tempDir, tonePcm } from '../test-support/fixtures.js';
import { encodeMp3, seedDemo } from '@tangerine/demo-catalogue';
import { createDemoWithCode } from './first-start.js';
import { demoCatalogueStore } from './demo-store.js';

let root: string;
let db: Kysely<Database>;
let rendered = 0;
const render = async () => {
  rendered++;
  return encodeMp3(tonePcm(0.5, 440), 22050, 64);
};
const now = new Date('2026-11-21T12:00:00.000Z');

beforeAll(async () => {
  root = tempDir('demo');
  db = await openTestDatabase(join(root, 'data'));
});

afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

describe('seeding', () => {
  it('creates the catalogue, a code with a listening history, and trending for every period', async () => {
    const { result, code } = await createDemoWithCode(db, join(root, 'data'), { render, now });
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(result).toMatchObject({ created: true, artists: 8, albums: 12, tracks: 80, playlists: 10, podcasts: 2, episodes: 10, stations: 6 });
    expect(rendered).toBe(90);
    const count = async (table: 'artists' | 'albums' | 'tracks' | 'catalog_playlists' | 'episodes' | 'radio_stations') => (await db.selectFrom(table).select('id').execute()).length;
    expect(await count('tracks')).toBe(80);
    expect(await count('radio_stations')).toBe(6);
    const stations = await db.selectFrom('radio_stations').select(['stream_url', 'country', 'genres', 'artwork_file_id']).execute();
    expect(stations.every((s) => s.stream_url === null && s.country && JSON.parse(s.genres).length > 0 && s.artwork_file_id)).toBe(true);
    const artists = await db.selectFrom('artists').select(['bio', 'socials', 'image_file_id', 'genres']).execute();
    expect(artists.every((a) => a.bio && Object.keys(JSON.parse(a.socials)).length >= 2 && a.image_file_id && JSON.parse(a.genres).length)).toBe(true);
    const files = await db.selectFrom('media_files').select(['path', 'kind']).execute();
    expect(files.every((f) => existsSync(join(root, 'data', f.path)))).toBe(true);

    const since = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    for (const hours of [24, 24 * 7, 24 * 30]) {
      const tracks = await db.selectFrom('plays').select('ref_id').distinct().where('kind', '=', 'track').where('played_at', '>=', since(hours)).where('played_at', '<=', now.toISOString()).execute();
      expect(tracks.length, `tracks played in the last ${hours} hours`).toBeGreaterThanOrEqual(hours === 24 ? 40 : 70);
    }
    const codeRow = await db.selectFrom('activation_codes').select(['id', 'expires_at']).executeTakeFirstOrThrow();
    expect(Math.round((new Date(codeRow.expires_at).getTime() - Date.now()) / 86_400_000)).toBe(30);
    const recent = await db.selectFrom('plays').select('ref_id').where('code_id', '=', codeRow.id).execute();
    expect(recent.length).toBe(20);

    // One song, the folk album's first, has synced lyrics for the fullscreen player; no other has any.
    const lyrics = await db.selectFrom('track_lyrics as l').innerJoin('tracks as t', 't.id', 'l.track_id').innerJoin('artists as a', 'a.id', 't.artist_id').select(['a.name', 't.track_number', 'l.synced', 'l.language', 'l.lines']).execute();
    expect(lyrics).toHaveLength(1);
    expect(lyrics[0]).toMatchObject({ name: 'Willow & Pine', track_number: 1, synced: 1, language: 'eng' });
    const lines = JSON.parse(lyrics[0]?.lines ?? '[]') as { start: number }[];
    expect(lines.length).toBeGreaterThan(8);
    expect(lines.every((line, i) => i === 0 || line.start > (lines[i - 1] as { start: number }).start)).toBe(true);
  }, 60_000);

  it('does not create it twice, and reuses the cached audio in another database', async () => {
    const again = await seedDemo(demoCatalogueStore(db), join(root, 'data'), { render, now });
    expect(again.created).toBe(false);
    expect((await db.selectFrom('tracks').select('id').execute()).length).toBe(80);

    const other = await openTestDatabase(join(root, 'data-copy'));
    try {
      rendered = 0;
      const result = await seedDemo(demoCatalogueStore(other), join(root, 'data'), { render, now });
      expect(result.created).toBe(true);
      expect(rendered).toBe(0);
    } finally {
      await other.destroy();
    }
  }, 60_000);
});
