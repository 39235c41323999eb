import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { RunningServer } from '@tangerine/harness';
import { MEDIA_PROBE_SCRIPT } from './media-probe.js';

/**
 * A listener's desktop tab: English, UTC, the media probe installed. 30 s waits, since CI runs the
 * journeys beside the server suite on 2 cores.
 */
export async function listenerTab(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC', ...options });
  await context.addInitScript(MEDIA_PROBE_SCRIPT);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** A journey's end: its tabs, its Chromium and its server, whatever of them started. */
export async function closeJourney(contexts: BrowserContext[], browser: Browser | undefined, server: RunningServer | undefined): Promise<void> {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
}
