import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../media/local-store.js';
import type { Database } from '../../db/schema.js';
import { loopbackListener, openTestDatabase, podcastFeed, smallPng, tempDir } from '../test-support/fixtures.js';
import { parseDuration, parseFeed } from './podcast-feed.js';
import { importPodcast } from './podcast-import.js';
import { blockedAddressReason, checkUrl, safeFetch } from './safe-fetch.js';

let root: string;
let db: Kysely<Database>;
let listener: { port: number; close: () => Promise<void> };
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  root = tempDir('podcast');
  db = await openTestDatabase(join(root, 'data'));
  listener = await loopbackListener((request, response) => {
    hits.push(request.url ?? '');
    const base = `http://127.0.0.1:${port}`;
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(podcastFeed({ title: 'Local Show', image: `${base}/art.png`, enclosureBase: `${base}/audio` }));
    } else if (request.url === '/art.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(smallPng('podcast'));
    } else if (request.url === '/to-loopback') {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/feed.xml` });
      response.end();
    } else if (request.url?.startsWith('/loop')) {
      const n = Number(request.url.slice(5) || '0');
      response.writeHead(302, { location: `http://localhost:${port}/loop${n + 1}` });
      response.end();
    } else if (request.url === '/huge') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(Buffer.alloc(200_000, 32));
    } else if (request.url === '/slow') {
      response.writeHead(200);
      response.write('<rss>');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  port = listener.port;
});

afterAll(async () => {
  await listener.close();
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

describe('feed parsing', () => {
  it('reads seasons, episode numbers, durations, artwork and categories', () => {
    const feed = parseFeed(podcastFeed({ title: 'Show &amp; Tell', image: 'https://cdn.example.com/a.jpg', enclosureBase: 'https://cdn.example.com' }));
    expect(feed.title).toBe('Show & Tell');
    expect(feed.description).toBe('Stories & sounds.');
    expect(feed.imageUrl).toBe('https://cdn.example.com/a.jpg');
    expect(feed.categories).toEqual(['Music', 'Music History']);
    expect(feed.episodes.map((e) => [e.season, e.episode, e.duration])).toEqual([
      [1, 1, 750],
      [1, 2, 3723],
      [2, 1, 900],
    ]);
    expect(feed.episodes[0]?.publishedAt).toBe('2026-06-01T08:00:00.000Z');
    expect(feed.skipped).toEqual(['"No enclosure": no enclosure']);
  });

  it('rejects what is not RSS', () => {
    expect(() => parseFeed('<html><body>hi</body></html>')).toThrow(/Not an RSS 2.0 feed/);
    expect(() => parseFeed('<rss><channel><title>x</title></channel>')).toThrow(/well-formed|RSS/);
    expect(parseDuration('abc')).toBe(0);
    expect(parseDuration('90.4')).toBe(90);
  });
});

describe('address checks', () => {
  it('classifies loopback, private, link-local, metadata and mapped addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00:ec2::254', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(blockedAddressReason(address), address).not.toBeNull();
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1']) expect(blockedAddressReason(address), address).toBeNull();
  });

  it('refuses other schemes, credentials and metadata host names', async () => {
    await expect(checkUrl('file:///etc/passwd')).rejects.toThrow(/Only http and https/);
    await expect(checkUrl('http://user:pw@example.com/')).rejects.toThrow(/credentials/);
    await expect(checkUrl('http://metadata.google.internal/computeMetadata/v1/')).rejects.toThrow(/metadata/);
    await expect(checkUrl('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(/169.254.169.254/);
  });
});

describe('import podcast', () => {
  it('refuses a feed on a loopback address', async () => {
    await expect(importPodcast(db, createLocalMediaStore(join(root, 'data')), `http://127.0.0.1:${port}/feed.xml`)).rejects.toThrow(/Refused 127\.0\.0\.1:\d+: it resolves to 127\.0\.0\.1 \(loopback\)/);
  });

  it('re-checks redirects: an allowed host that redirects to 127.0.0.1 is refused', async () => {
    const before = hits.length;
    await expect(safeFetch(`http://localhost:${port}/to-loopback`, { allowHosts: ['localhost'] })).rejects.toThrow(/resolves to 127\.0\.0\.1/);
    expect(hits.slice(before)).toEqual(['/to-loopback']);
  });

  it('follows at most 3 redirects, caps the size and times out', async () => {
    await expect(safeFetch(`http://localhost:${port}/loop0`, { allowHosts: ['localhost'] })).rejects.toThrow(/Too many redirects/);
    await expect(safeFetch(`http://localhost:${port}/huge`, { allowHosts: ['localhost'], maxBytes: 100_000 })).rejects.toThrow(/larger than/);
    await expect(safeFetch(`http://localhost:${port}/slow`, { allowHosts: ['localhost'], timeoutMs: 300 })).rejects.toThrow(/Timed out/);
  });

  it('imports a feed from the local network with --allow-private: seasons, episodes, artwork; again without duplicates', async () => {
    const first = await importPodcast(db, createLocalMediaStore(join(root, 'data')), `http://127.0.0.1:${port}/feed.xml`, { allowPrivate: true });
    expect(first).toMatchObject({ title: 'Local Show', created: true, added: 3, updated: 0 });
    expect(first.skipped).toEqual(['"No enclosure": no enclosure']);
    const podcast = await db.selectFrom('podcasts').selectAll().where('id', '=', first.podcastId).executeTakeFirstOrThrow();
    expect(podcast.author).toBe('Test Author');
    expect(JSON.parse(podcast.categories)).toEqual(['Music', 'Music History']);
    expect(podcast.artwork_file_id).not.toBeNull();
    const episodes = await db.selectFrom('episodes').select(['title', 'season_number', 'episode_number', 'duration', 'audio_url']).where('podcast_id', '=', first.podcastId).orderBy('season_number').orderBy('episode_number').execute();
    expect(episodes.map((e) => [e.season_number, e.episode_number, e.duration])).toEqual([[1, 1, 750], [1, 2, 3723], [2, 1, 900]]);
    expect(episodes[0]?.audio_url).toBe(`http://127.0.0.1:${port}/audio/ep-1.mp3`);

    const second = await importPodcast(db, createLocalMediaStore(join(root, 'data')), `http://127.0.0.1:${port}/feed.xml`, { allowPrivate: true });
    expect(second).toMatchObject({ podcastId: first.podcastId, created: false, added: 0, updated: 0 });
    expect(await db.selectFrom('episodes').select('id').where('podcast_id', '=', first.podcastId).execute()).toHaveLength(3);
  });

  it('imports a feed file, and skips episodes whose enclosure points at a private address', async () => {
    const file = join(root, 'feed.xml');
    writeFileSync(file, podcastFeed({ title: 'File Show', enclosureBase: 'http://10.0.0.5/media', items: [{ guid: 'a', title: 'Inside', season: 1, episode: 1, duration: '60' }] }));
    const result = await importPodcast(db, createLocalMediaStore(join(root, 'data')), file);
    expect(result).toMatchObject({ title: 'File Show', added: 0 });
    expect(result.skipped.some((s) => s.includes('"Inside"') && s.includes('10.0.0.5'))).toBe(true);
  });
});
