import type { Page, Request } from 'playwright-core';

/** The app's device channel (Connect) stays open for the page's life, so it never lets the network go idle. */
const isLongLivedStream = (request: Request) =>
  new URL(request.url()).pathname === '/api/v1/connect/events' || (request.headers()['accept'] ?? '').includes('text/event-stream');

/**
 * `page.goto` until the load event, then until no request has been in flight for `quietMs`, long-lived
 * streams aside: Playwright's "networkidle" with the device channel left out. With `appStarted`, the
 * quiet only counts once that page function is true (the app has taken over from its prerendered copy).
 */
export async function gotoSettled(page: Page, url: string, quietMs = 500, timeoutMs = 30_000, appStarted?: () => boolean): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (!isLongLivedStream(request)) inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    if (appStarted) await page.waitForFunction(appStarted, undefined, { timeout: timeoutMs, polling: 25 });
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(25);
    }
    throw new Error(`${url}: still loading after ${timeoutMs} ms: ${[...inFlight].map((request) => new URL(request.url()).pathname).join(', ')}`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
