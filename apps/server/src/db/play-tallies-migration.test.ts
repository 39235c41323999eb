import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest, migrations } from './migrator.js';
import { issueCodes, type IssuedCode } from '../auth/code-service.js';
import { createAlbum, createArtist, createTrack } from '../repositories/catalogue-writes.js';
import { retallyPlays } from '../repositories/play-tallies.js';

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await closeDatabase(handle);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const tallies = async (handle: DatabaseHandle) => ({
  songs: await handle.db.selectFrom('play_tallies').selectAll().orderBy('code_id').orderBy('track_id').execute(),
  years: await handle.db.selectFrom('play_year_tracks').selectAll().orderBy('code_id').orderBy('year').orderBy('track_id').execute(),
  totals: await handle.db.selectFrom('play_year_totals').selectAll().orderBy('code_id').orderBy('year').orderBy('kind').orderBy('ref_id').execute(),
});

describe('migration 114: play tallies', () => {
  it('fills the tallies from the plays an earlier version recorded, as `plays retally` would', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-tallies-'));
    const handle = openDatabase({ dataDir: dir });
    opened.push({ handle, dir });
    const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations('sqlite') } }).migrateTo('109-library-playlist-files');
    if (error) throw error;
    const db = handle.db;
    const artistId = await createArtist(db, { name: 'Nova Lights' });
    const albumId = await createAlbum(db, { title: 'Night Drive', artistId });
    const a = await createTrack(db, { title: 'Neon Rain', artistId, albumId, duration: 214 });
    const b = await createTrack(db, { title: 'Loose Single', artistId, duration: 100 });
    const [me, other] = (await issueCodes(db, { count: 2 })) as [IssuedCode, IssuedCode];
    const play = (refId: number, codeId: number, playedAt: string, kind = 'track') => ({ kind, ref_id: refId, code_id: codeId, device_id: 'web-1', played_at: playedAt });
    await db
      .insertInto('plays')
      .values([
        play(a, me.id, '2025-03-01T10:00:00.000Z'),
        play(a, me.id, '2025-12-31T23:59:59.000Z'),
        play(b, me.id, '2026-01-01T00:00:00.000Z'),
        play(a, other.id, '2026-02-01T00:00:00.000Z'),
        play(a, me.id, '2026-02-02T00:00:00.000Z', 'episode'),
        play(9999, me.id, '2026-02-03T00:00:00.000Z'),
      ])
      .execute();

    await migrateToLatest(db, 'sqlite');
    const filled = await tallies(handle);
    expect(filled.songs.map((row) => [row.code_id, row.track_id, row.plays, row.last_played_at])).toEqual([
      [me.id, a, 2, '2025-12-31T23:59:59.000Z'],
      [me.id, b, 1, '2026-01-01T00:00:00.000Z'],
      [other.id, a, 1, '2026-02-01T00:00:00.000Z'],
    ]);
    expect(filled.totals.filter((row) => row.code_id === me.id).map((row) => [row.year, row.kind, row.ref_id, row.plays, row.seconds])).toEqual([
      [2025, 'album', albumId, 2, 428],
      [2025, 'artist', artistId, 2, 428],
      [2025, 'year', 0, 2, 428],
      [2026, 'artist', artistId, 1, 100],
      [2026, 'year', 0, 1, 100],
    ]);
    await retallyPlays(db, 'sqlite');
    expect(await tallies(handle)).toEqual(filled);
  });
});
