// Not yet run: the server of the e2e global setup did not start within its 10 minutes on the loaded machine of this
// session. Rename to offline.e2e.ts (include: src/journeys/**/*.e2e.ts) once it has passed once.
import { describe, expect, inject, test } from 'vitest';
import { useJourney } from '../support/journey.js';
import { mediaStates, waitForAudibleProgress } from '../support/media-probe.js';
import { activate, eventually, expectPlaying, playerBar, visible } from '../support/steps.js';

const AUDIO = /\/api\/v1\/media\/audio\//;

/** Issue #18: download an album, lose the network, and keep listening. */
describe.sequential('offline listening (SQLite)', () => {
  const journey = useJourney(() => inject('sqliteUrl'));
  let albumTracks = 0;

  test('activate, and the offline worker takes over', async () => {
    const { page } = journey;
    await activate(page, inject('offlineCode'));
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Tangerine', short_name: 'Tangerine', display: 'standalone', start_url: '/' });
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  });

  test('download an album', async () => {
    const { page } = journey;
    await page.goto('/albums');
    await page.locator('a[href^="/album/"]').first().click();
    await page.waitForURL('**/album/**');
    const table = page.getByRole('table').first();
    await visible(table);
    albumTracks = await table.getByRole('button', { name: /^More options for / }).count();
    expect(albumTracks).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Remove download', exact: true }));
    await page.getByRole('link', { name: 'Downloads' }).first().click();
    await visible(page.getByText(new RegExp(`^${albumTracks} tracks · [\\d.]+ (KB|MB) on this device$`)));
  });

  test('offline, the app opens and plays, seeks and skips what is stored', async () => {
    const { page, watch } = journey;
    watch.provoke(/./);
    await page.context().setOffline(true);
    await page.reload();
    await visible(page.getByRole('status', { name: 'Offline' }));
    const rows = page.getByRole('table', { name: 'Downloads' }).getByRole('button', { name: /^Play / });
    await eventually(() => rows.count(), (count) => count === albumTracks, 'the stored tracks listed offline');
    await rows.first().click();
    await expectPlaying(page, AUDIO);
    // Stored audio answers byte ranges (206 with Content-Range), so the element can seek.
    const src = (await mediaStates(page)).find((state) => !state.paused)?.src ?? '';
    const range = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=100-199' } });
      return { status: response.status, contentRange: response.headers.get('Content-Range'), length: (await response.arrayBuffer()).byteLength };
    }, src);
    expect(range).toMatchObject({ status: 206, length: 100 });
    expect(range.contentRange).toMatch(/^bytes 100-199\/\d+$/);
    await page.evaluate(() => {
      const media = [...((window as unknown as { __tangerineMedia: Set<HTMLMediaElement> }).__tangerineMedia ?? [])].find((element) => !element.paused);
      if (media) media.currentTime = 20;
    });
    const sought = await waitForAudibleProgress(page, AUDIO);
    expect(sought.currentTime).toBeGreaterThanOrEqual(20);
    await playerBar(page).getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(async () => (await mediaStates(page)).find((state) => !state.paused)?.src, (next) => next !== undefined && next !== src, 'the next stored track');
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
      () => page.evaluate(async () => (await caches.keys()).includes('tangerine-downloads-v1') ? (await (await caches.open('tangerine-downloads-v1')).keys()).length : 0),
      (count) => count === 0,
      'stored entries after logout',
    );
    expect(stored).toBe(0);
  });
});
