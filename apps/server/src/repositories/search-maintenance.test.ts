import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue } from '../test-support/seed.js';
import { bulkInsertSyntheticCatalogue } from './bulk-catalogue.js';
import { compactSearchIndex, SQLITE_SEARCH_INDEXES } from './search-maintenance.js';
import { createSearchRepository, type SearchKind } from './search.js';
import { ensureTrackSlices, trackSlices } from './search-chunks.js';

const KINDS: SearchKind[] = ['track', 'album', 'artist', 'playlist'];
const QUERIES = ['golden', 'golden riv', 'goldn rivr', 'the wild', 'crimson can'];

/** An FTS5 index's segment count: the second varint of its structure record (%_data row 10), after the 4-byte cookie. */
async function segments(t: TestApp, index: string): Promise<number> {
  const { rows } = await sql<{ block: Uint8Array }>`SELECT block FROM ${sql.table(`${index}_data`)} WHERE id = 10`.execute(t.app.db);
  const block = rows[0]?.block as Uint8Array;
  let at = 4;
  const varint = () => {
    let value = 0;
    for (;;) {
      const byte = block[at++] as number;
      value = value * 128 + (byte & 0x7f);
      if (byte < 0x80) return value;
    }
  };
  varint(); // levels
  return varint();
}

async function answers(t: TestApp, repository = t.app.searchIndex) {
  const found = [];
  for (const query of QUERIES) for (const kind of KINDS) for (const offset of [0, 40]) found.push(await repository.search(kind, query, 20, offset));
  return found;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app.db, t.dataDir);
  // Each bulk insert is one transaction, so each leaves segments of its own in every FTS5 index.
  for (let batch = 0; batch < 4; batch++) await bulkInsertSyntheticCatalogue(t.app.db, 3000, batch + 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('compactSearchIndex (after bulk writes)', () => {
  it('leaves every search answer as it was', async () => {
    const before = await answers(t);
    expect(before.some((hits) => hits.total > 20)).toBe(true);
    await compactSearchIndex(t.app.db, t.app.dialect);
    expect(await answers(t)).toEqual(before);
  });

  it('merges each SQLite word index into one segment', async (context) => {
    if (t.app.dialect !== 'sqlite') context.skip('PostgreSQL has no FTS5 segments');
    await bulkInsertSyntheticCatalogue(t.app.db, 2000, 9);
    await bulkInsertSyntheticCatalogue(t.app.db, 2000, 10);
    expect(await segments(t, 'search_tracks')).toBeGreaterThan(1);
    await compactSearchIndex(t.app.db, t.app.dialect);
    for (const index of SQLITE_SEARCH_INDEXES) expect(await segments(t, index), index).toBe(1);
  });
});

describe('PostgreSQL: the songs\' word index in slices', () => {
  it('answers every search as the whole index does, reading the slices in order', async (context) => {
    if (t.app.dialect !== 'postgres') context.skip('SQLite has no slices');
    // compactSearchIndex above made one production-size slice; start from none.
    for (const slice of await trackSlices(t.app.db)) await sql.raw(`DROP INDEX search_documents_track_${slice.from}_${slice.to}`).execute(t.app.db);
    const whole = await answers(t, createSearchRepository(t.app.db, 'postgres'));
    // Small slices, so that these few thousand songs span several (production: 65,536 songs each).
    expect(await ensureTrackSlices(t.app.db, 2048)).toBeGreaterThan(3);
    const slices = await trackSlices(t.app.db);
    expect(slices[0]).toEqual({ from: 0, to: 2048 });
    const sliced = createSearchRepository(t.app.db, 'postgres');
    expect(await answers(t, sliced)).toEqual(whole);
    expect(await sliced.explain('track', 'golden riv')).toMatch(/Bitmap Index Scan on search_documents_track_2048_4096/);
    // A later bulk write adds the slices missing after the last one.
    await bulkInsertSyntheticCatalogue(t.app.db, 3000, 11);
    const more = await ensureTrackSlices(t.app.db, 2048);
    expect(more).toBeGreaterThan(slices.length);
    expect((await trackSlices(t.app.db)).slice(0, slices.length)).toEqual(slices);
  });
});
