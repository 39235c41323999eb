import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { createSearchRepository } from './search.js';

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await closeDatabase(handle);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A SQLite database with these song titles as its only search documents. */
async function songs(titles: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-corrections-'));
  const handle = openDatabase({ dataDir: dir });
  opened.push({ handle, dir });
  await migrateToLatest(handle.db, 'sqlite');
  await handle.db
    .insertInto('search_documents')
    .values(titles.map((title, i) => ({ kind: 'track', ref_id: i + 1, title, subtitle: 'The Quiet Signals' })))
    .execute();
  return createSearchRepository(handle.db, 'sqlite');
}

const found = async (search: ReturnType<typeof createSearchRepository>, query: string) => [...(await search.search('track', query, 20, 0)).ids].sort((a, b) => a - b);

describe('SQLite typo corrections searched as their common beginning', () => {
  it('finds the corrected words (river, rivers) and no other word that begins like them (riverside)', async () => {
    // "rivr" corrects to river and rivers (riverside is too long to be a correction). Searched as
    // "river*" it would also find Riverside Walk: the beginning stands for the corrections only
    // when they are all the words it begins.
    const search = await songs(['River Song', 'Rivers End', 'Riverside Walk', 'Golden Hour']);
    expect(await found(search, 'rivr')).toEqual([1, 2]);
    expect(await found(search, 'river')).toEqual([1, 2, 3]);
  });

  it('answers as the corrected words do when they are all the words of their beginning', async () => {
    const search = await songs(['River Song', 'Rivers End', 'Golden River', 'Golden Hour']);
    expect(await found(search, 'rivr')).toEqual([1, 2, 3]);
    expect(await found(search, 'goldn rivr')).toEqual([3]);
    expect((await search.search('track', 'goldn rivr', 20, 0)).ids).toEqual((await search.search('track', 'golden river', 20, 0)).ids);
  });
});
