import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedServer } from './support/shared-server.js';
import { useJourney, type Journey } from '../support/journey.js';
import { activate, eventually, expectPlaying, playerBar, visible } from '../support/steps.js';

/**
 * The network drops in the first seconds of a visit (the door of the train closes): the shell, the
 * player and the "Offline" notice stay, and a download made in those seconds opens offline. Each
 * listener is a fresh browser: no offline worker, nothing loaded before.
 */
const server = sharedServer();

/** The first album the Albums screen links to. */
async function firstAlbum(page: Page): Promise<string> {
  await page.goto('/albums');
  const link = page.locator('main a[href^="/album/"]').first();
  await link.waitFor({ state: 'visible' });
  return (await link.getAttribute('href')) ?? '';
}

/** Opens `path` as a new page load, the clock of "the first seconds" starting there. */
async function openFresh(journey: Journey, path: string) {
  await journey.page.goto(path);
  await visible(journey.page.getByRole('main').getByRole('heading', { level: 1 }));
}

/** Waits until `ms` after the page's navigation started. */
const untilPageAge = (page: Page, ms: number) => page.waitForFunction((age) => performance.now() >= age, ms, { timeout: ms + 5_000 });

describe.sequential('the network drops 3 s into a visit', () => {
  const journey = useJourney(() => server.baseUrl);

  test('activate, open an album, play, and go offline 3 s after the load: the shell, the player and the notice stay', async () => {
    const { page, watch } = journey;
    await activate(page, await server.issueCode());
    const album = await firstAlbum(page);
    await openFresh(journey, album);
    const title = (await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    await page.getByRole('main').getByRole('button', { name: /^Play / }).first().click();
    await expectPlaying(page);
    await untilPageAge(page, 3_000);
    watch.provoke(/./);
    await page.context().setOffline(true);

    await visible(page.getByRole('status', { name: 'Offline' }));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent()).resolves.toBe(title);
    await visible(playerBar(page).getByRole('button', { name: 'Pause', exact: true }));
    // The screens it can show offline open from the shell's links: one that needs the network says so.
    await page.getByRole('link', { name: 'Search' }).first().click();
    await visible(page.getByRole('main').getByRole('heading', { name: 'Unavailable offline' }));
    await page.getByRole('link', { name: 'Downloads' }).first().click();
    await visible(page.getByText('No downloads yet'));
    await visible(page.getByRole('status', { name: 'Offline' }));
    await page.context().setOffline(false);
  });
});

describe.sequential('a download in the first seconds of a visit', () => {
  const journey = useJourney(() => server.baseUrl);

  test('downloaded at once after the load, then offline: /downloads opens and lists it', async () => {
    const { page, watch } = journey;
    await activate(page, await server.issueCode());
    const album = await firstAlbum(page);
    await openFresh(journey, album);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('button', { name: 'Remove download', exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
    const stored = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));
    expect(stored).toBe(true);
    // The worker precaches no catalogue: it keeps the language shown, every listener area of it.
    const catalogues = await page.evaluate(async () => {
      const paths = async (name: string | undefined) => (name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []);
      const precache = await paths((await caches.keys()).find((name) => name.startsWith('workbox-precache')));
      const kept = (await paths('tangerine-assets-v1')).filter((path) => path.startsWith('/assets/i18n/'));
      return { precached: precache.filter((path) => path.startsWith('/assets/i18n/')), precacheFiles: precache.length, kept: kept.map((path) => path.split('/')).map(([, , , locale, file]) => `${locale}/${file?.split('-')[0]}`).sort() };
    });
    expect(catalogues.precacheFiles).toBeGreaterThan(0);
    expect(catalogues.precached).toEqual([]);
    expect(catalogues.kept).toEqual(['en/actions', 'en/activation', 'en/home', 'en/profile', 'en/screens', 'en/shell']);
    watch.provoke(/./);
    await page.context().setOffline(true);
    await page.goto('/downloads');
    await visible(page.getByRole('status', { name: 'Offline' }));
    await visible(page.getByText(/^\d+ tracks? · [\d.]+ (KB|MB) on this device$/));
    await eventually(() => page.locator('main table tbody tr').count(), (count) => count > 0, 'downloaded rows offline');
    await page.context().setOffline(false);
  });
});
