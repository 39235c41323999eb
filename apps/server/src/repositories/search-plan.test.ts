import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue } from '../test-support/seed.js';
import { bulkInsertSyntheticCatalogue } from './bulk-catalogue.js';
import { compactSearchIndex } from './search-maintenance.js';
import { createSearchRepository, type SearchKind, type SearchPage } from './search.js';
import { preparedStatementNames } from '../db/precompiled.js';

const TRACKS = 100_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app.db, t.dataDir);
  await bulkInsertSyntheticCatalogue(t.app.db, TRACKS);
  await compactSearchIndex(t.app.db, t.app.dialect);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe(`search at ${TRACKS.toLocaleString('en')} tracks`, () => {
  it('goes through the full-text index for words, prefixes and typos, never a table scan', async () => {
    const plan = await t.app.searchIndex.explain('track', 'golden riv');
    const fuzzy = await t.app.searchIndex.explain('track', 'goldn rivr');
    if (process.env['SHOW_PLANS']) console.log(plan + '\n=====\n' + fuzzy);
    if (t.app.dialect === 'sqlite') {
      expect(plan).toMatch(/SCAN (w|search_tracks) VIRTUAL TABLE INDEX/);
      expect(fuzzy).toMatch(/SCAN (w|search_tracks) VIRTUAL TABLE INDEX/);
      expect(`${plan}\n${fuzzy}`).not.toMatch(/SCAN (d|search_documents|tracks)\b(?! VIRTUAL)/);
    } else {
      // Words resolved against the vocabulary table (prefix index; trigram GIN only for unknown words),
      // then the kind's tsvector GIN index.
      expect(plan).toMatch(/Index (Only )?Scan using search_terms_prefix/);
      // Songs through the slices of their word index (search-chunks.ts); the ids beyond the last
      // slice (none here) through the whole-kind word index or the (kind, ref_id) index.
      expect(plan).toMatch(/Bitmap Index Scan on search_documents_track_0_65536/);
      expect(plan).toMatch(/Bitmap Index Scan on search_documents_vector_track|Index Scan using search_documents_ref/);
      expect(fuzzy).toMatch(/Bitmap Index Scan on search_terms_trgm/);
      expect(fuzzy).toMatch(/Bitmap Index Scan on search_documents_track_0_65536/);
      expect(plan).not.toMatch(/Filter: .*kind = 'track'/);
      expect(`${plan}\n${fuzzy}`).not.toMatch(/Seq Scan on (search_documents|search_terms)/);
    }
  });

  it('corrects a typo in every word to the same results as the right words (goldn rivr)', async () => {
    const right = await t.app.searchIndex.search('track', 'golden river', 20, 0);
    const typo = await t.app.searchIndex.search('track', 'goldn rivr', 20, 0);
    expect(right.total).toBeGreaterThan(0);
    expect(typo.total).toBe(right.total);
    const titles = (await t.app.catalogue.tracksByIds(typo.ids)).map((track) => track.title.toLowerCase());
    expect(titles.some((title) => title.includes('golden') && title.includes('river'))).toBe(true);
  });

  it('answers prefix and typo queries with a bounded page and total', async () => {
    const prefix = await t.app.searchIndex.search('track', 'golden riv', 20, 0);
    expect(prefix.ids.length).toBe(20);
    expect(prefix.total).toBeGreaterThan(20);
    expect(prefix.total).toBeLessThanOrEqual(1000);
    const typo = await t.app.searchIndex.search('album', 'midnigth drive', 20, 0);
    expect(typo.ids.length).toBeGreaterThan(0);
    const seeded = await t.app.catalogue.albumsByIds(typo.ids.slice(0, 5));
    expect(seeded.map((a) => a.title)).toContain('Midnight Drive');
  });

  it('pages a broad query (over 1,000 matches) the same way every time, pages never overlapping', async () => {
    // PostgreSQL reads the first 1,000 matches in table order: with synchronized scans a sequential
    // scan started where the previous one stopped, and each request got another page.
    const first = await t.app.searchIndex.search('track', 'golden', 20, 0);
    const again = await t.app.searchIndex.search('track', 'golden', 20, 0);
    const second = await t.app.searchIndex.search('track', 'golden', 20, 20);
    expect(first.total).toBe(1000);
    expect(again.ids).toEqual(first.ids);
    expect(second.ids).toHaveLength(20);
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
  });

  it('PostgreSQL: plans a search statement once per connection (prepared, generic plan) and answers as when planned per call', async (context) => {
    if (t.app.dialect !== 'postgres') context.skip('SQLite has no plan cache settings');
    const kinds: SearchKind[] = ['track', 'album', 'artist', 'playlist'];
    const ids = (page: SearchPage) => Object.fromEntries(Object.entries(page).map(([kind, found]) => [kind, { total: found.total, ids: found.items.map((item) => item.id) }]));
    // The main pool's connections keep PostgreSQL's default plan choice (custom plans at first).
    const perCall = createSearchRepository(t.app.db, 'postgres');
    for (const query of ['golden', 'goldn rivr', 'the wild', 'midnigth drive', 'nova'])
      for (const offset of [0, 40]) {
        const generic = await t.app.searchIndex.searchPage(kinds, query, 20, offset, t.app.catalogue.pageLoaders);
        expect(ids(generic), `${query} @${offset}`).toEqual(ids(await perCall.searchPage(kinds, query, 20, offset, t.app.catalogue.pageLoaders)));
      }
    expect([...preparedStatementNames.keys()].some((text) => text.startsWith('WITH m0 AS MATERIALIZED'))).toBe(true);
    const { rows } = await sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(t.app.searchDb);
    expect(rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  });
});
