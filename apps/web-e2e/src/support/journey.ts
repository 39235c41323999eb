import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@tangerine/harness';
import { MEDIA_PROBE_SCRIPT } from './media-probe.js';
import { PageWatch } from './page-watch.js';

export interface Journey {
  readonly page: Page;
  readonly watch: PageWatch;
  readonly baseUrl: string;
  /** The device id the activation step sent (steps after a reload cannot read it from the page's probe). */
  deviceId?: string;
}

/**
 * One listener, one browser tab, for the whole file: the steps of a journey are the file's tests,
 * in order. After each step the watch must be clean (device header, console, failed requests).
 */
export function useJourney(baseUrl: () => string): Journey {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let watch: PageWatch | undefined;

  beforeAll(async () => {
    // Autoplay without a prior gesture: steps also resume playback after a navigation.
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });
    await context.addInitScript(MEDIA_PROBE_SCRIPT);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watch = new PageWatch(page, new URL(baseUrl()).origin);
  });

  afterEach(async () => {
    if (!page || !watch) return;
    // Let responses and console messages of the step's last actions arrive before judging it.
    await page.waitForTimeout(300);
    const violations = watch.takeViolations();
    if (violations.length > 0) throw new Error(`the step left problems:\n- ${violations.join('\n- ')}`);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const journey: Journey = {
    get page() {
      if (!page) throw new Error('the journey has no page yet');
      return page;
    },
    get watch() {
      if (!watch) throw new Error('the journey has no watch yet');
      return watch;
    },
    get baseUrl() {
      return baseUrl();
    },
  };
  return journey;
}
