import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { podcastFeed } from '../content/test-support/fixtures.js';
import { schedulePodcastRefresh, SCHEDULE_ACTOR } from '../plugins/podcast-refresh.js';
import { subscribePodcast } from './podcast-admin.js';
import { listAudit } from './audit-log.js';
import { looksLikeAudio } from './stream-probe.js';

let t: TestApp;
let feeds: http.Server;
let episodes = 1;

beforeAll(async () => {
  t = await buildTestApp();
  feeds = http.createServer((_request, response) => {
    const items = Array.from({ length: episodes }, (_, i) => ({ guid: `s${i}`, title: `Scheduled ${i + 1}`, season: 1, episode: i + 1, duration: '30' }));
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(podcastFeed({ title: 'Scheduled Show', enclosureBase: 'https://93.184.216.34/a', items }));
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => feeds?.close(resolve));
  await t?.close();
});

describe('podcast refresh on a schedule', () => {
  it('brings new episodes in without a restart, and logs the refresh as the schedule', async () => {
    const url = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed.xml`;
    const { podcastId } = await subscribePodcast(t.app.db, t.app.mediaStore, 'test', url, { allowPrivate: true });
    episodes = 3;
    const stop = schedulePodcastRefresh(t.app, 50, { allowPrivate: true });
    try {
      // The refresh writes its episodes, then its audit entry: wait for both (a busy machine lags between them).
      const deadline = Date.now() + 10_000;
      let count = 0;
      let logged = false;
      while (Date.now() < deadline) {
        count = Number((await t.app.db.selectFrom('episodes').select((eb) => eb.fn.countAll<number>().as('n')).where('podcast_id', '=', podcastId).executeTakeFirstOrThrow()).n);
        logged = (await listAudit(t.app.db)).some((e) => e.actor === SCHEDULE_ACTOR && e.action === 'podcasts.refresh');
        if (count === 3 && logged) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(count).toBe(3);
      expect(logged).toBe(true);
    } finally {
      stop();
    }
  });

  it('is on by default every 60 minutes and can be turned off', () => {
    expect(t.config.podcastRefreshMinutes).toBe(60);
  });
});

describe('stream probe', () => {
  it('recognises MP3, ADTS, Ogg, FLAC and playlists, and not a web page', () => {
    expect(looksLikeAudio(Buffer.from('ID3\u0003\u0000'))).toBe(true);
    expect(looksLikeAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toBe(true);
    expect(looksLikeAudio(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0]))).toBe(true);
    expect(looksLikeAudio(Buffer.from('OggS\u0000\u0002'))).toBe(true);
    expect(looksLikeAudio(Buffer.from('fLaC\u0000\u0000'))).toBe(true);
    expect(looksLikeAudio(Buffer.from('#EXTM3U\nhttp://x'))).toBe(true);
    expect(looksLikeAudio(Buffer.from('<!doctype html><html>'))).toBe(false);
    expect(looksLikeAudio(Buffer.from(''))).toBe(false);
  });
});
