import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { issueCodes } from '../auth/code-service.js';
import { runAdmin, runAdminInProcess, type AdminRun } from '../test-support/admin-process.js';
import { createAlbum, createArtist, createCatalogPlaylist, createTrack } from '../repositories/catalogue-writes.js';
import { createTestDatabaseUrl, openTestDatabase, podcastFeed, smallPng, taggedMp3, tempDir } from '../content/test-support/fixtures.js';

let root: string;
let dataDir: string;
let databaseUrl: string | undefined;

/** Runs the admin CLI as its own process, as `npm run admin -- ...` does (tsx, source conditions). */
const adminProcess = (...args: string[]): Promise<AdminRun> => runAdmin({ dataDir, databaseUrl }, args);
/** The same command in this process (runCli with the configuration the process would load); the first two tests cross the process boundary. */
const admin = (...args: string[]): Promise<AdminRun> => runAdminInProcess({ dataDir, databaseUrl }, args);

async function withDb<T>(fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = await openTestDatabase(dataDir, databaseUrl);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  root = tempDir('cli');
  dataDir = join(root, 'data');
  databaseUrl = await createTestDatabaseUrl();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

describe('admin CLI (as a process, then in the test process)', { timeout: 120_000 }, () => {
  it('explains itself and refuses unknown commands', async () => {
    const [overview, help, unknown] = await Promise.all([adminProcess('--help'), adminProcess('codes', 'issue', '--help'), adminProcess('codes', 'frobnicate')]);
    expect(overview.code).toBe(0);
    for (const command of ['codes issue', 'codes list', 'codes revoke', 'devices list', 'import music', 'import podcast', 'import radio', 'radio add', 'playlists create', 'artists edit', 'demo', 'synthetic', 'codes extend', 'devices revoke', 'activity', 'audit list', 'admin-key rotate']) expect(overview.stdout).toContain(command);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--expires YYYY-MM-DD');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown codes command "frobnicate"');
  });

  it('issues codes one per line, lists them masked, revokes them', async () => {
    // As a process: the data directory and database come from its environment.
    const issued = await adminProcess('codes', 'issue', '--count', '2', '--days', '10', '--devices', '2');
    expect(issued.code).toBe(0);
    const lines = issued.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => CODE.test(line))).toBe(true);
    const last = lines.at(-1) as string;
    await withDb(async (db) => {
      const rows = await db.selectFrom('activation_codes').selectAll().execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.device_limit === 2 && r.plan === 'Premium')).toBe(true);
      expect(Math.round((new Date(rows[0]?.expires_at as string).getTime() - Date.now()) / 86_400_000)).toBe(10);
      expect(JSON.stringify(rows)).not.toContain(last.replace(/-/g, ''));
    });

    const revoked = await admin('codes', 'revoke', last.toLowerCase());
    expect(revoked.code).toBe(0);
    const listed = await admin('codes', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${last.slice(0, 4)}-****-****`);
    expect(listed.stdout).not.toContain(last);
    expect(listed.stdout).toContain('revoked');
    expect(listed.stdout).toContain('active');

    const bad = await Promise.all([admin('codes', 'issue', '--days', '5', '--expires', '2030-01-01'), admin('codes', 'issue', '--days', 'ten'), admin('codes', 'issue', '--expires', '2001-01-01'), admin('codes', 'revoke', 'nope'), admin('codes', 'issue', '--colour', 'red')]);
    expect(bad.map((r) => r.code)).toEqual([2, 2, 2, 2, 2]);
    expect(bad[0]?.stderr).toContain('either --days or --expires');
    expect(bad[1]?.stderr).toContain('--days must be a whole number');
    expect(bad[2]?.stderr).toContain('must be in the future');
    expect(bad[3]?.stderr).toContain('is not an activation code');
    expect(bad[4]?.stderr).toContain("Unknown option '--colour'");
  });

  it('imports music, then makes playlists and edits artists with checked input', async () => {
    const library = join(root, 'library');
    mkdirSync(library, { recursive: true });
    writeFileSync(join(library, 'a.mp3'), taggedMp3({ title: 'Alpha', artist: 'Cli Band', album: 'Cli Album', track: '1', year: '2020', genre: 'Rock', picture: smallPng('a') }));
    writeFileSync(join(library, 'b.mp3'), taggedMp3({ title: 'Beta', artist: 'Cli Band', album: 'Cli Album', track: '2', year: '2020', genre: 'Rock' }));
    writeFileSync(join(library, 'broken.mp3'), Buffer.from('definitely not audio'));
    const imported = await admin('import', 'music', library);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 3 files: 2 added, 0 updated, 0 unchanged, 1 skipped');
    expect(imported.stderr).toContain('Skipped broken.mp3');
    const again = await admin('import', 'music', library);
    expect(again.stdout).toContain('0 added, 0 updated, 2 unchanged, 1 skipped');
    expect((await admin('import', 'music', join(root, 'missing'))).code).toBe(2);

    const { trackIds, artistId } = await withDb(async (db) => ({
      trackIds: (await db.selectFrom('tracks').select('id').orderBy('id').execute()).map((r) => String(r.id)),
      artistId: String((await db.selectFrom('artists').select('id').executeTakeFirstOrThrow()).id),
    }));
    const created = await admin('playlists', 'create', '--title', 'Road Trip', '--description', 'Songs for the road', '--tracks', ...trackIds);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created playlist "Road Trip"');
    const [missingTrack, edited, badLink, noArtist] = await Promise.all([
      admin('playlists', 'create', '--title', 'X', '--description', 'Y', '--tracks', '999999'),
      admin('artists', 'edit', artistId, '--bio', 'A band from the command line.', '--social', 'instagram=https://instagram.com/cliband', '--social', 'website=https://cliband.example.com'),
      admin('artists', 'edit', artistId, '--social', 'evil=javascript:alert(1)'),
      admin('artists', 'edit', '424242', '--bio', 'x'),
    ]);
    expect(missingTrack.code).toBe(2);
    expect(missingTrack.stderr).toContain('No such track: 999999');
    expect(edited.code).toBe(0);
    expect(badLink.code).toBe(2);
    expect(badLink.stderr).toContain('must be an http or https URL');
    expect(noArtist.code).toBe(2);

    await withDb(async (db) => {
      const playlist = await db.selectFrom('catalog_playlists').selectAll().where('title', '=', 'Road Trip').executeTakeFirstOrThrow();
      expect(playlist.type).toBe('featured');
      expect((await db.selectFrom('catalog_playlist_tracks').select('track_id').where('playlist_id', '=', playlist.id).execute()).length).toBe(2);
      const artist = await db.selectFrom('artists').selectAll().where('id', '=', Number(artistId)).executeTakeFirstOrThrow();
      expect(artist.bio).toBe('A band from the command line.');
      expect(JSON.parse(artist.socials)).toEqual({ instagram: 'https://instagram.com/cliband', website: 'https://cliband.example.com' });
    });
  });

  it('adds radio stations by hand (guarded and probed) and from M3U/PLS files', async () => {
    const stream = http.createServer((request, response) => {
      if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not audio</html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]));
    });
    await new Promise<void>((resolve) => stream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(stream.address() as AddressInfo).port}`;
    try {
      const refused = await admin('radio', 'add', '--name', 'Night Jazz', '--stream-url', `${base}/jazz`);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('loopback');
      const added = await admin('radio', 'add', '--name', 'Night Jazz', '--stream-url', `${base}/jazz`, '--country', 'France', '--genres', 'Jazz, Soul', '--allow-private');
      expect(added.code, added.stderr).toBe(0);
      const [duplicate, noName, badUrl, notAudio] = await Promise.all([
        admin('radio', 'add', '--name', 'Night Jazz', '--stream-url', `${base}/jazz`, '--allow-private'),
        admin('radio', 'add', '--stream-url', 'https://x.example.com'),
        admin('radio', 'add', '--name', 'X', '--stream-url', 'javascript:alert(1)'),
        admin('radio', 'add', '--name', 'Page', '--stream-url', `${base}/page`, '--allow-private'),
      ]);
      expect(duplicate.code).toBe(2);
      expect(noName.stderr).toContain('--name is required');
      expect(badUrl.code).toBe(2);
      expect(notAudio.code).toBe(2);
      expect(notAudio.stderr).toContain('does not answer audio');
    } finally {
      await new Promise((resolve) => stream.close(resolve));
    }
    const m3u = join(root, 'stations.m3u');
    writeFileSync(m3u, `#EXTM3U\n#EXTINF:-1 tvg-country="Spain" group-title="Pop",Radio Sol\nhttps://sol.example.com/live\n${base}/jazz\n`);
    const imported = await admin('import', 'radio', m3u);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 2 stations: 1 added, 1 already present');
    const pls = join(root, 'stations.pls');
    writeFileSync(pls, '[playlist]\nFile1=https://pls.example.com/a\nTitle1=PLS One\nNumberOfEntries=1\n');
    expect((await admin('import', 'radio', pls)).code).toBe(0);
    expect((await admin('import', 'radio', join(root, 'nothing.m3u'))).code).toBe(2);
    await withDb(async (db) => {
      const stations = await db.selectFrom('radio_stations').select(['name', 'country', 'genres']).orderBy('id').execute();
      expect(stations).toEqual([
        { name: 'Night Jazz', country: 'France', genres: '["Jazz","Soul"]' },
        { name: 'Radio Sol', country: 'Spain', genres: '["Pop"]' },
        { name: 'PLS One', country: null, genres: '[]' },
      ]);
    });
  });

  it('imports a podcast file, refuses a feed on a loopback address, lists devices', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(podcastFeed({ title: 'Loopback Show', enclosureBase: 'https://93.184.216.34/audio' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
      const refused = await admin('import', 'podcast', url);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('loopback');
      const allowed = await admin('import', 'podcast', url, '--allow-private');
      expect(allowed.code).toBe(0);
      expect(allowed.stdout).toContain('Added podcast "Loopback Show"');
      expect(allowed.stdout).toContain('3 episodes added');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const devices = await admin('devices', 'list');
    expect(devices.code).toBe(0);
    expect(devices.stdout).toContain('No activated devices yet.');
  });

  it('adds synthetic tracks on the albums it names, and asks for --tracks', async () => {
    const missing = await admin('synthetic');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--tracks is required');
    const before = await withDb(async (db) => (await db.selectFrom('tracks').select('id').execute()).length);
    const added = await admin('synthetic', '--tracks', '250');
    expect(added.code).toBe(0);
    const [, first, last] = /albums \(ids (\d+)-(\d+)\)/.exec(added.stdout) ?? [];
    expect(Number(last) - Number(first) + 1).toBe(25);
    await withDb(async (db) => {
      expect((await db.selectFrom('tracks').select('id').execute()).length).toBe(before + 250);
      const onThoseAlbums = await db.selectFrom('tracks').select('id').where('album_id', '>=', Number(first)).where('album_id', '<=', Number(last)).execute();
      expect(onThoseAlbums).toHaveLength(250);
    });
  });

  // Five CLI processes (each a tsx start): its own time limit on a loaded machine.
  it('creates, lists and revokes app passwords; an app password is a device of its code', { timeout: 300_000 }, async () => {
    const code = (await withDb((db) => issueCodes(db, { devices: 1 })))[0]?.code as string;
    const created = await admin('apps', 'create', code, '--name', 'Car stereo');
    expect(created.code, created.stderr).toBe(0);
    const [username, password] = created.stdout.trim().split('\n').filter(Boolean).slice(-2) as [string, string];
    expect(username).toMatch(/^car-stereo-[a-z2-9]{5}$/);
    expect(password).toMatch(/^([a-z2-9]{6}-){3}[a-z2-9]{6}$/);
    const stored = await withDb((db) => db.selectFrom('app_passwords').select(['key_hash', 'password_enc']).where('username', '=', username).executeTakeFirstOrThrow());
    expect(stored.key_hash).toBe(createHash('sha256').update(password).digest('hex'));
    expect(stored.password_enc).not.toContain(password);
    const [listed, devices, full] = await Promise.all([admin('apps', 'list', code), admin('devices', 'list'), admin('apps', 'create', code, '--name', 'Second')]);
    expect(listed.stdout).toMatch(new RegExp(`${username}\\s+Car stereo`));
    expect(devices.stdout).toContain(`app-${username}`);
    expect([full.code, full.stderr]).toEqual([2, expect.stringContaining('maximum number of devices (1)')]);
    expect((await admin('apps', 'revoke', username)).stdout).toContain(`Revoked ${username}`);
    expect(await withDb((db) => db.selectFrom('app_passwords').select('id').where('username', '=', username).execute())).toEqual([]);
  });

  it('extends codes, rotates the admin key, shows activity and the audit log of what it did', async () => {
    const issued = await admin('codes', 'issue', '--days', '5', '--note', 'Lisbon office');
    expect(issued.code).toBe(0);
    const listed = await admin('codes', 'list', '--search', 'lisbon');
    expect(listed.stdout).toContain('Lisbon office');
    const id = /^(\d+)\s/m.exec(listed.stdout.split('\n')[1] ?? '')?.[1] as string;
    const extended = await admin('codes', 'extend', id, '--days', '60');
    expect(extended.code, extended.stderr).toBe(0);
    expect(extended.stdout).toMatch(/now valid until/);
    const [missing, noDevice, rotated, activity] = await Promise.all([admin('codes', 'extend', '99999', '--days', '1'), admin('devices', 'revoke', '99999'), admin('admin-key', 'rotate'), admin('activity', '--days', '3')]);
    expect([missing.code, missing.stderr.trim()]).toEqual([2, 'Error: No activation code with id 99999\nUsage: npm run admin -- codes extend ID (--days N | --expires YYYY-MM-DD)']);
    expect(noDevice.code).toBe(2);
    expect(rotated.stdout).toMatch(/^Admin key: tgadm_[A-Za-z0-9_-]{43}$/m);
    expect(activity.stdout).toContain('Active devices now: 0');
    await withDb(async (db) => {
      const row = await db.selectFrom('admin_keys').select('key_hash').executeTakeFirstOrThrow();
      expect(row.key_hash).not.toContain(rotated.stdout.trim().slice('Admin key: '.length));
    });
    const audit = await admin('audit', 'list');
    for (const action of ['codes.issue', 'codes.extend', 'admin-key.rotate', 'radio.add']) expect(audit.stdout).toContain(action);
    expect(audit.stdout).toMatch(/cli \(/);
  });

  it('edits catalogue metadata and artwork and sets a featured playlist\'s tracks, as the console does', async () => {
    const ids = await withDb(async (db) => {
      const artistId = await createArtist(db, { name: 'Edit Me' });
      const albumId = await createAlbum(db, { title: 'Draft Album', artistId });
      const trackIds = [await createTrack(db, { title: 'One', artistId, albumId, duration: 60 }), await createTrack(db, { title: 'Two', artistId, albumId, duration: 60 })];
      const playlistId = await createCatalogPlaylist(db, { title: 'Curated', trackIds: [trackIds[0] as number] });
      return { albumId, trackIds: trackIds.map(String), playlistId };
    });
    const edited = await admin('catalogue', 'edit', 'album', String(ids.albumId), '--title', 'Final Album', '--year', '2021', '--genres', 'Jazz,Soul');
    expect([edited.code, edited.stdout.trim()]).toEqual([0, `album ${ids.albumId}: Final Album — Edit Me (2021) [Jazz, Soul]`]);
    const png = join(root, 'cover.png');
    writeFileSync(png, smallPng('cli cover'));
    const notImage = join(root, 'notes.txt');
    writeFileSync(notImage, 'not an image');
    const [artwork, refused, wrongField] = await Promise.all([
      admin('catalogue', 'artwork', 'track', ids.trackIds[0] as string, png),
      admin('catalogue', 'artwork', 'track', ids.trackIds[1] as string, notImage),
      admin('catalogue', 'edit', 'playlist', String(ids.playlistId), '--year', '2020'),
    ]);
    expect(artwork.code, artwork.stderr).toBe(0);
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining('This file is not an image: upload a JPEG, PNG, WebP or GIF')]);
    expect([wrongField.code, wrongField.stderr]).toEqual([2, expect.stringContaining('A playlist has no year')]);
    const curated = await admin('playlists', 'tracks', String(ids.playlistId), ids.trackIds[1] as string, ids.trackIds[0] as string);
    expect(curated.code, curated.stderr).toBe(0);
    await withDb(async (db) => {
      const order = await db.selectFrom('catalog_playlist_tracks').select('track_id').where('playlist_id', '=', ids.playlistId).orderBy('position').execute();
      expect(order.map((o) => String(o.track_id))).toEqual([ids.trackIds[1], ids.trackIds[0]]);
      const art = await db.selectFrom('tracks').select('artwork_file_id').where('id', 'in', ids.trackIds.map(Number)).orderBy('id').execute();
      expect([art[0]?.artwork_file_id === null, art[1]?.artwork_file_id]).toEqual([false, null]);
      const audit = await db.selectFrom('admin_audit_log').select('action').orderBy('id', 'desc').limit(3).execute();
      expect(audit.map((a) => a.action).sort()).toEqual(['album.edit', 'playlist.tracks', 'track.artwork']);
    });
  });
});
