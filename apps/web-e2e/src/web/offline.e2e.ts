import { beforeAll, describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { RunningServer } from '@tangerine/harness';
import { sharedServer } from './support/shared-server.js';
import { useJourney } from '../support/journey.js';
import { mediaStates, waitForAudibleProgress } from '../support/media-probe.js';
import { activate, eventually, expectPlaying, playerBar, visible } from '../support/steps.js';

/** A stored track plays from its address on this device, answered by the worker (never the signed URL). */
const STORED_AUDIO = /\/offline\/tracks\/[^/]+\/audio$/;
const UNAVAILABLE = 'Not downloaded: unavailable offline';
const DOWNLOADS_CACHE = 'tangerine-downloads-v1';

/** What this device keeps: stored audio, artwork and track records in Cache Storage, and the outbox's entries in IndexedDB. */
async function deviceContents(page: Page) {
  return page.evaluate(async (cacheName) => {
    const keys = (await caches.keys()).includes(cacheName) ? await (await caches.open(cacheName)).keys() : [];
    const count = (suffix: string) => keys.filter((request) => request.url.endsWith(suffix)).length;
    const outbox = await new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open('tangerine-offline');
      opening.onupgradeneeded = () => opening.result.createObjectStore('outbox');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const read = opening.result.transaction('outbox', 'readonly').objectStore('outbox').get('entries');
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          opening.result.close();
          resolve(Array.isArray(read.result) ? read.result.length : 0);
        };
      };
    });
    return { audio: count('/audio'), artwork: count('/artwork'), records: count('/meta'), outbox };
  }, DOWNLOADS_CACHE);
}

/** Ages the signed audio URL in every stored track's record past its expiry; the number of records changed. */
async function expireStoredSignedUrls(page: Page): Promise<number> {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    let expired = 0;
    for (const request of await cache.keys()) {
      if (!request.url.endsWith('/meta')) continue;
      const record = (await (await cache.match(request))?.text()) ?? '';
      const aged = record.replaceAll(/expires=\d+/g, 'expires=1000000000');
      if (aged === record) continue;
      await cache.put(request, new Response(aged, { headers: { 'Content-Type': 'application/json' } }));
      expired += 1;
    }
    return expired;
  }, DOWNLOADS_CACHE);
}

/** The src and time of the element that plays now, if one does. */
async function playing(page: Page) {
  return (await mediaStates(page)).find((state) => !state.paused);
}

async function playingNow(page: Page) {
  const state = await playing(page);
  if (!state) throw new Error('no media element is playing');
  return state;
}

function nth(list: string[], index: number): string {
  const item = list[index];
  if (item === undefined) throw new Error(`no album link ${index}`);
  return item;
}

/** The album pages the Albums screen links to, in order, each once. */
async function albumLinks(page: Page): Promise<string[]> {
  await page.goto('/albums');
  await visible(page.locator('a[href^="/album/"]'));
  const hrefs = await page.locator('a[href^="/album/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

let server: RunningServer;
let code = '';

// Before the journey's own hooks: its browser needs the server's address.
beforeAll(async () => {
  server = sharedServer();
  code = await server.issueCode();
});

/** Offline listening: download an album, lose the network, and keep listening (one tab, steps in order). */
describe.sequential('offline listening', () => {
  const journey = useJourney(() => server.baseUrl);
  let albums: string[] = [];
  let albumTracks = 0;

  test('activate, and the offline worker takes over', async () => {
    const { page } = journey;
    await activate(page, code);
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Tangerine', short_name: 'Tangerine', display: 'standalone', start_url: '/' });
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  });

  test('download an album: its rows carry the downloaded mark', async () => {
    const { page } = journey;
    albums = await albumLinks(page);
    expect(albums.length).toBeGreaterThan(1);
    await page.goto(nth(albums, 0));
    const table = page.getByRole('table').first();
    await visible(table);
    albumTracks = await table.getByRole('button', { name: /^More options for / }).count();
    expect(albumTracks).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('button', { name: 'Remove download', exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
    await eventually(() => table.getByRole('img', { name: 'Downloaded' }).count(), (count) => count === albumTracks, 'downloaded marks in the rows');
    await page.getByRole('link', { name: 'Downloads' }).first().click();
    await visible(page.getByText(new RegExp(`^${albumTracks} tracks · [\\d.]+ (KB|MB) on this device$`)));
  });

  test('offline, an album that is not downloaded shows its rows unavailable, with the reason', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    await page.goto(nth(albums, 1));
    const table = page.getByRole('table').first();
    await visible(table.getByRole('button', { name: /^More options for / }));
    await page.context().setOffline(true);
    await visible(page.getByRole('status', { name: 'Offline' }));
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    await eventually(() => table.locator('tbody tr[aria-disabled="true"]').count(), (disabled) => disabled === count, 'rows greyed offline');
    await visible(rows.first().getByText(UNAVAILABLE));
    await expect(rows.first().getByRole('button', { name: /^Play / }).isDisabled()).resolves.toBe(true);
  });

  test('offline, / opens, Downloads plays what is stored: it advances, seeks and skips', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    // Signed URLs expire (a day later, say): the stored tracks must still play, by their track id.
    expect(await expireStoredSignedUrls(page)).toBe(albumTracks);
    // A page opened offline sends no call that can only fail: its queries wait, Connect waits.
    const doomed: string[] = [];
    const noteCall = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/v1/media/')) doomed.push(pathname);
    };
    page.on('request', noteCall);
    await page.goto('/');
    await visible(page.getByRole('status', { name: 'Offline' }));
    await page.getByRole('link', { name: 'Downloads' }).first().click();
    const plays = page.getByRole('table', { name: 'Downloads' }).getByRole('button', { name: /^Play / });
    await eventually(() => plays.count(), (count) => count === albumTracks, 'the stored tracks listed offline');
    page.off('request', noteCall);
    expect(doomed).toEqual([]);
    await plays.first().click();
    await expectPlaying(page, STORED_AUDIO);
    await visible(playerBar(page).getByRole('button', { name: 'Remove download', exact: true }));
    const first = await playingNow(page);
    // Stored audio answers byte ranges (206 with Content-Range), so the element can seek.
    const range = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=100-199' } });
      return { status: response.status, contentRange: response.headers.get('Content-Range'), length: (await response.arrayBuffer()).byteLength };
    }, first.src);
    expect(range).toMatchObject({ status: 206, length: 100 });
    expect(range.contentRange).toMatch(/^bytes 100-199\/\d+$/);
    // Seek with the player's own slider: four steps of 5 s ahead.
    const before = (await playingNow(page)).currentTime;
    expect(before).toBeLessThan(10);
    await playerBar(page).getByRole('slider', { name: 'Seek' }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await eventually(async () => (await playing(page))?.currentTime ?? 0, (time) => time >= before + 15, 'the position after the seek');
    await waitForAudibleProgress(page, STORED_AUDIO);
    await playerBar(page).getByRole('button', { name: 'Next', exact: true }).first().click();
    await eventually(async () => (await playing(page))?.src, (next) => next !== undefined && next !== first.src, 'the next stored track');
    await expectPlaying(page, STORED_AUDIO);
  });

  test('a like made offline reaches the server once online', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    await playerBar(page).getByRole('button', { name: 'Like', exact: true }).click();
    await visible(playerBar(page).getByRole('button', { name: 'Unlike', exact: true }));
    const sent = page.waitForResponse((response) => /\/api\/v1\/favorites\/[^/]+$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST', { timeout: 20_000 });
    const channel = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/connect/events', { timeout: 20_000 });
    await page.context().setOffline(false);
    expect((await sent).status()).toBeLessThan(300);
    // The page was opened offline: its device channel (Connect) opens once the network is back.
    await channel;
  });

  test('logout wipes the stored audio, artwork and outbox', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    // Offline again, pausing sends the player's stop to the outbox: logout must take it with the downloads.
    await page.context().setOffline(true);
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).first().click();
    const before = await eventually(() => deviceContents(page), (contents) => contents.outbox > 0, 'the stop in the outbox');
    expect(before).toMatchObject({ audio: albumTracks, records: albumTracks });
    expect(before.artwork).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Your Profile/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Logout', exact: true }).last().click();
    await page.waitForURL('**/activate');
    const after = await eventually(
      () => deviceContents(page),
      (contents) => contents.audio + contents.artwork + contents.records + contents.outbox === 0,
      'what this device keeps after logout',
    );
    expect(after).toEqual({ audio: 0, artwork: 0, records: 0, outbox: 0 });
    await page.context().setOffline(false);
  });

  test('API calls go straight to the network, never through the worker', async () => {
    const { page } = journey;
    await page.context().setOffline(false);
    // Chromium's resource timing says which static route a request of a controlled page took.
    const routed = await page.evaluate(async () => {
      const url = new URL('/api/v1/health', location.origin).href;
      performance.clearResourceTimings();
      await (await fetch(url)).text();
      // The entry is queued once the response has ended.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const entry = performance.getEntriesByName(url).at(-1);
      const timing = (entry?.toJSON() ?? {}) as Record<string, unknown>;
      return { controlled: navigator.serviceWorker.controller !== null, found: entry !== undefined, worker: Object.fromEntries(Object.entries(timing).filter(([key]) => key.startsWith('worker'))) };
    });
    expect(routed).toMatchObject({ controlled: true, found: true, worker: { workerMatchedSourceType: 'network', workerFinalSourceType: 'network' } });
  });
});
