import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE } from './database.js';
import { migrateToLatest } from './migrator.js';
import { DataDirError, loadSigningSecret, prepareDataDir } from './data-dir.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory and database', () => {
  it('creates a missing data directory and applies migrations once', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    prepareDataDir(dataDir);
    expect(fs.statSync(path.join(dataDir, 'media')).isDirectory()).toBe(true);
    const first = openDatabase({ dataDir });
    expect(await migrateToLatest(first.db, first.dialect)).toEqual(['001-initial', '002-sqlite-search-vocabulary', '003-search-by-kind', '004-sqlite-search-version', '005-postgres-search-terms', '006-postgres-track-slices', '007-app-passwords', '008-play-queue', '009-catalogue-change-notify', '010-track-loudness', '011-admin-console', '012-connect', '015-shared-write-rate', '016-plays-notify', '017-sqlite-search-prefixes', '040-subsonic-stars-ratings-bookmarks', '041-likes-notify', '050-libraries', '065-device-names', '070-rooms', '085-listening-history', '086-smart-playlists', '090-track-lyrics', '091-listener-marks-notify', '092-lyrics-word-times-reread', '093-track-credits', '095-scrobbling', '101-plays-by-song', '102-room-voting', '103-track-peaks', '107-room-member-away', '109-library-playlist-files', '114-play-tallies', '115-genre-lookup', '116-tally-walks']);
    await first.db.destroy();
    const second = openDatabase({ dataDir });
    expect(await migrateToLatest(second.db, second.dialect)).toEqual([]);
    await second.db.destroy();
  });

  it('refuses a corrupt database without touching it', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SQLITE_FILE);
    const garbage = Buffer.from('this is not a database, it is a shopping list\n'.repeat(200));
    fs.writeFileSync(file, garbage);
    expect(() => openDatabase({ dataDir })).toThrow(DataDirError);
    expect(() => openDatabase({ dataDir })).toThrow(/corrupt or not a SQLite database/);
    expect(fs.readFileSync(file).equals(garbage)).toBe(true);
  });

  it('refuses a data path that is a file', () => {
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, 'x');
    expect(() => prepareDataDir(file)).toThrow(/is not a directory/);
  });

  it('generates the signing secret once and refuses a damaged one', () => {
    const dataDir = tempDir();
    const secret = loadSigningSecret(dataDir);
    expect(secret.length).toBe(32);
    expect(loadSigningSecret(dataDir).equals(secret)).toBe(true);
    fs.writeFileSync(path.join(dataDir, 'signing-secret'), 'short');
    expect(() => loadSigningSecret(dataDir)).toThrow(/damaged/);
    expect(fs.readFileSync(path.join(dataDir, 'signing-secret'), 'utf8')).toBe('short');
  });
});
