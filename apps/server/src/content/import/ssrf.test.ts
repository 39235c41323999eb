/**
 * End to end: a hostile feed host (trusted by name, as an administrator would add it) points its
 * redirect, artwork and enclosures at a loopback listener in forms the URL parser rewrites. The
 * listener must never see a request for /secret, and nothing pointing there may be stored.
 */
import { rmSync } from 'node:fs';
import type http from 'node:http';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../media/local-store.js';
import type { Database } from '../../db/schema.js';
import { loopbackListener, openTestDatabase, smallPng, tempDir } from '../test-support/fixtures.js';
import { importPodcast } from './podcast-import.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';

let root: string;
let db: Kysely<Database>;
let listener: { port: number; close: () => Promise<void> };
let port: number;
const hits: string[] = [];

/** The feed host is a public-looking name; a second name resolves to loopback (DNS rebinding style). */
const lookup: SafeFetchOptions['lookup'] = async (host) => {
  if (host === 'feeds.example.test' || host === 'internal.example.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'cdn.example.com') return [{ address: '93.184.216.34', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};
const trusted: SafeFetchOptions = { lookup, allowHosts: ['feeds.example.test'] };

function feed(image: string, enclosures: string[]): string {
  const items = enclosures.map((url, i) => `<item><title>Episode ${i + 1}</title><guid>g${i + 1}</guid><enclosure url="${url}" type="audio/mpeg" length="1"/></item>`);
  return `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Hostile Show</title><description>x</description><itunes:image href="${image}"/>${items.join('')}</channel></rss>`;
}

const secret = (host: string, path: string) => `http://${host}:${port}/secret/${path}`;

/** What the listener serves: the hostile feed, a redirect, and a /secret area nothing may reach. */
function answer(path: string): [number, http.OutgoingHttpHeaders, string | Buffer] {
  const rss = { 'content-type': 'application/rss+xml' };
  if (path === '/moved.xml') return [302, { location: secret('[::ffff:127.0.0.1]', 'feed.xml') }, ''];
  if (path === '/hostile.xml') {
    const enclosures = [secret('[::ffff:127.0.0.1]', 'ep1.mp3'), secret('[64:ff9b::7f00:1]', 'ep2.mp3'), secret('2130706433', 'ep3.mp3'), secret('internal.example.test', 'ep4.mp3'), 'https://cdn.example.com/ep5.mp3'];
    return [200, rss, feed(secret('[::ffff:7f00:1]', 'art.png'), enclosures)];
  }
  if (path.endsWith('.png')) return [200, { 'content-type': 'image/png' }, smallPng('secret')];
  if (path.startsWith('/secret/')) return [200, rss, feed('', ['https://cdn.example.com/inside.mp3'])];
  return [404, {}, ''];
}

beforeAll(async () => {
  root = tempDir('ssrf');
  db = await openTestDatabase(join(root, 'data'));
  listener = await loopbackListener((request, response) => {
    const path = request.url ?? '';
    hits.push(path);
    const [status, headers, body] = answer(path);
    response.writeHead(status, headers);
    response.end(body);
  });
  port = listener.port;
});

afterAll(async () => {
  await listener.close();
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

describe('SSRF guard, end to end against a loopback listener', () => {
  it('the rewritten forms do reach the listener when private addresses are allowed (the control)', async () => {
    const reached = await safeFetch(secret('[::ffff:127.0.0.1]', 'control.xml'), { allowPrivate: true });
    expect(reached.status).toBe(200);
    expect(hits.splice(0)).toEqual(['/secret/control.xml']);
  });

  it('refuses a feed URL on a rewritten loopback form before connecting', async () => {
    await expect(importPodcast(db, createLocalMediaStore(join(root, 'data')), secret('[::ffff:127.0.0.1]', 'feed.xml'), trusted)).rejects.toThrow(/IPv4-mapped form of 127\.0\.0\.1, loopback/);
    await expect(importPodcast(db, createLocalMediaStore(join(root, 'data')), secret('internal.example.test', 'feed.xml'), trusted)).rejects.toThrow(/resolves to 127\.0\.0\.1 \(loopback\)/);
    expect(hits.splice(0)).toEqual([]);
  });

  it('refuses a redirect hop to loopback', async () => {
    await expect(importPodcast(db, createLocalMediaStore(join(root, 'data')), `http://feeds.example.test:${port}/moved.xml`, trusted)).rejects.toThrow(/IPv4-mapped form of 127\.0\.0\.1/);
    expect(hits.splice(0)).toEqual(['/moved.xml']);
  });

  it('skips artwork and enclosures that point at loopback, stores only the public enclosure', async () => {
    const result = await importPodcast(db, createLocalMediaStore(join(root, 'data')), `http://feeds.example.test:${port}/hostile.xml`, trusted);
    expect(hits.splice(0)).toEqual(['/hostile.xml']);
    expect(result.added).toBe(1);
    expect(result.skipped).toEqual([
      expect.stringMatching(/^artwork .*IPv4-mapped form of 127\.0\.0\.1, loopback/),
      expect.stringMatching(/^"Episode 1": .*IPv4-mapped form of 127\.0\.0\.1, loopback/),
      expect.stringMatching(/^"Episode 2": .*NAT64 form of 127\.0\.0\.1, loopback/),
      expect.stringMatching(/^"Episode 3": .*127\.0\.0\.1 \(loopback\)/),
      expect.stringMatching(/^"Episode 4": .*resolves to 127\.0\.0\.1 \(loopback\)/),
    ]);
    const stored = await db.selectFrom('episodes').select('audio_url').where('podcast_id', '=', result.podcastId).execute();
    expect(stored.map((e) => e.audio_url)).toEqual(['https://cdn.example.com/ep5.mp3']);
    const podcast = await db.selectFrom('podcasts').select('artwork_file_id').where('id', '=', result.podcastId).executeTakeFirstOrThrow();
    expect(podcast.artwork_file_id).toBeNull();
  });
});
