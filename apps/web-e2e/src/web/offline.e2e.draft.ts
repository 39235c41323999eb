// Kept out of npm test (the web e2e target picks up *.e2e.ts) while OFFLINE_WORKER_ENABLED is false in
// apps/web/src/app/service-worker.ts: with the worker on, rename to offline.e2e.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '@tangerine/harness';
import { useJourney } from '../support/journey.js';
import { mediaStates, waitForAudibleProgress } from '../support/media-probe.js';
import { activate, eventually, expectPlaying, playerBar, visible } from '../support/steps.js';

const AUDIO = /\/api\/v1\/media\/audio\//;
const UNAVAILABLE = 'Not downloaded: unavailable offline';

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
  server = await startServer();
  code = await server.issueCode();
});

afterAll(async () => {
  await server?.stop();
});

/** Issue #18: download an album, lose the network, and keep listening (one tab, steps in order). */
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
    await page.goto('/');
    await visible(page.getByRole('status', { name: 'Offline' }));
    await page.getByRole('link', { name: 'Downloads' }).first().click();
    const plays = page.getByRole('table', { name: 'Downloads' }).getByRole('button', { name: /^Play / });
    await eventually(() => plays.count(), (count) => count === albumTracks, 'the stored tracks listed offline');
    await plays.first().click();
    await expectPlaying(page, AUDIO);
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
    await waitForAudibleProgress(page, AUDIO);
    await playerBar(page).getByRole('button', { name: 'Next', exact: true }).first().click();
    await eventually(async () => (await playing(page))?.src, (next) => next !== undefined && next !== first.src, 'the next stored track');
    await expectPlaying(page, AUDIO);
  });

  test('a like made offline reaches the server once online', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    await playerBar(page).getByRole('button', { name: 'Like', exact: true }).click();
    await visible(playerBar(page).getByRole('button', { name: 'Unlike', exact: true }));
    const sent = page.waitForResponse((response) => /\/api\/v1\/favorites\/[^/]+$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST', { timeout: 20_000 });
    await page.context().setOffline(false);
    expect((await sent).status()).toBeLessThan(300);
  });

  test('logout wipes the stored audio', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    await page.getByRole('button', { name: /Your Profile/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Logout', exact: true }).last().click();
    await page.waitForURL('**/activate');
    const stored = await eventually(
      () => page.evaluate(async () => ((await caches.keys()).includes('tangerine-downloads-v1') ? (await (await caches.open('tangerine-downloads-v1')).keys()).length : 0)),
      (count) => count === 0,
      'stored entries after logout',
    );
    expect(stored).toBe(0);
  });
});
