import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepare } from './server.js';
import { loadConfig } from './config.js';
import { SQLITE_FILE } from './db/database.js';
import { createArtist, createTrack } from './repositories/catalogue-writes.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-start-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string) => ({ ...loadConfig({}, dataDir), dataDir, webDist: path.join(dataDir, 'none') });

describe('start-up', () => {
  it('runs the empty-catalogue hook once, on an empty catalogue only', async () => {
    const dataDir = tempDir();
    const onEmptyCatalogue = vi.fn(async (app: Awaited<ReturnType<typeof prepare>>) => {
      const artistId = await createArtist(app.db, { name: 'Seeded' });
      await createTrack(app.db, { title: 'First', artistId, duration: 1 });
    });
    const first = await prepare({ config: configFor(dataDir), onEmptyCatalogue }, false);
    await first.close();
    const second = await prepare({ config: configFor(dataDir), onEmptyCatalogue }, false);
    await second.close();
    expect(onEmptyCatalogue).toHaveBeenCalledTimes(1);
  });

  it('stops with a clear message on a corrupt database and leaves it as it was', async () => {
    const dataDir = tempDir();
    const garbage = Buffer.from('not a database '.repeat(500));
    fs.writeFileSync(path.join(dataDir, SQLITE_FILE), garbage);
    await expect(prepare({ config: configFor(dataDir) }, false)).rejects.toThrow(/corrupt or not a SQLite database.*restore it from a backup/);
    expect(fs.readFileSync(path.join(dataDir, SQLITE_FILE)).equals(garbage)).toBe(true);
  });

  it('stops with a clear message when the data directory is not a directory', async () => {
    const file = path.join(tempDir(), 'data');
    fs.writeFileSync(file, 'x');
    await expect(prepare({ config: configFor(file) }, false)).rejects.toThrow(/is not a directory/);
  });
});
