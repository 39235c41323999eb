/**
 * A reload of /downloads with the network off, to its first paint, against the same
 * reload online; p50 over 10 runs of each, in one browser context whose offline worker is installed
 * and that stores an album. Needs the offline worker: with its switch off (apps/web/src/app/
 * service-worker.ts) the bench says so and gives no figure. Measures and reports; asserts nothing.
 */
import type { Page } from 'playwright-core';
import { apiJson, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const RUNS = 10;
/** The app registers its worker once the page is idle (at most 5 s after load); then it installs the shell. */
const WORKER_WAIT_MS = 30_000;
const NAME = 'Offline cold start of /downloads';

/** First contentful paint, and when the Downloads heading appeared, on the page's clock. */
const PAINT_SCRIPT = `(() => {
  const bench = { headingAt: null };
  Object.defineProperty(window, '__coldStart', { value: bench });
  new MutationObserver((_records, observer) => {
    const heading = [...document.querySelectorAll('h1')].find((node) => node.textContent.trim() === 'Downloads');
    if (heading) { bench.headingAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
})();`;

interface ColdStart {
  firstPaint: number;
  heading: number;
  /** The page's own response: its last byte, and DOMContentLoaded (navigation timing). */
  response: number;
  domReady: number;
}

/** Whether a service worker is active for the page within the wait (none: the switch is off). */
function workerReady(page: Page): Promise<boolean> {
  return page.evaluate(
    (waitMs) =>
      'serviceWorker' in navigator
        ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs))])
        : false,
    WORKER_WAIT_MS,
  );
}

/** One reload to the first contentful paint and to the Downloads heading. */
async function reload(page: Page): Promise<ColdStart> {
  await page.reload({ waitUntil: 'load', timeout: 30_000 });
  // The heading is in the DOM before it is painted: wait for the paint entry too.
  await page.waitForFunction(
    () => (window as unknown as { __coldStart: { headingAt: number | null } }).__coldStart.headingAt !== null && performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (!paint) throw new Error('no first-contentful-paint entry');
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      firstPaint: paint.startTime,
      heading: (window as unknown as { __coldStart: { headingAt: number } }).__coldStart.headingAt,
      response: navigation?.responseEnd ?? Number.NaN,
      domReady: navigation?.domContentLoadedEventEnd ?? Number.NaN,
    };
  });
}

/** Stores a demo album on this device through its page's toggle, so /downloads has rows offline. */
async function storeAnAlbum(context: BenchContext, page: Page): Promise<string> {
  const { albums } = await apiJson<{ albums: Array<{ id: string; title: string }> }>(context, '/api/v1/browse/albums?limit=1');
  const album = albums[0];
  if (!album) throw new Error('the demo catalogue has no album');
  await gotoSettled(page, `${context.server.baseUrl}/album/${album.id}`);
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('button', { name: 'Remove download', exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
  return album.title;
}

export async function benchOfflineColdStart(context: BenchContext): Promise<BenchResult> {
  const browserContext = await context.browser.newContext({ storageState: context.storageState, serviceWorkers: 'allow' });
  try {
    await browserContext.addInitScript(PAINT_SCRIPT);
    const page = await browserContext.newPage();
    await gotoSettled(page, `${context.server.baseUrl}/downloads`);
    if (!(await workerReady(page))) {
      return { name: NAME, status: 'not measured', lines: [`not measured: the offline worker is switched off (no service worker was active ${WORKER_WAIT_MS / 1000} s after /downloads loaded)`] };
    }
    const album = await storeAnAlbum(context, page);
    await gotoSettled(page, `${context.server.baseUrl}/downloads`);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the worker is active but does not control /downloads after a navigation');

    const online: ColdStart[] = [];
    const offline: ColdStart[] = [];
    for (let run = 0; run < RUNS; run++) {
      online.push(await reload(page));
      await browserContext.setOffline(true);
      try {
        offline.push(await reload(page));
        // The page must be the app from the worker, not the browser's error page.
        if (!(await page.getByRole('status', { name: 'Offline' }).isVisible())) throw new Error('the offline reload did not show the app\'s "Offline" indicator');
      } finally {
        await browserContext.setOffline(false);
      }
    }
    const p50 = (runs: ColdStart[], key: keyof ColdStart) => percentile(runs.map((run) => run[key]), 50);
    const ratio = p50(offline, 'firstPaint') / p50(online, 'firstPaint');
    return {
      name: NAME,
      status: 'measured',
      lines: [
        `reload of /downloads in one context with the offline worker installed and "${album}" stored on the device, ${RUNS} runs each, online and offline (Playwright's setOffline) alternating`,
        `first contentful paint: online p50 ${ms(p50(online, 'firstPaint'))}, offline p50 ${ms(p50(offline, 'firstPaint'))}`,
        `the "Downloads" heading: online p50 ${ms(p50(online, 'heading'))}, offline p50 ${ms(p50(offline, 'heading'))}`,
        `the page's response end: online p50 ${ms(p50(online, 'response'))}, offline p50 ${ms(p50(offline, 'response'))}; DOMContentLoaded: online p50 ${ms(p50(online, 'domReady'))}, offline p50 ${ms(p50(offline, 'domReady'))}`,
        `offline / online first paint (p50): ${ratio.toFixed(2)}×; target ≤ 1.0×: ${verdict(ratio <= 1)}`,
      ],
    };
  } finally {
    await browserContext.close();
  }
}
