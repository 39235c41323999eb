import type { Page } from 'playwright-core';
import { ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const RUNS = 5;
const DIALOG_TARGET_MS = 300;
const SCREEN_TARGET_MS = 1_000;
/** A person's pointer reaches a control a moment before the click: the app may load on that intent. */
const HOVER_BEFORE_CLICK_MS = 150;

/** Stamps the click on the page's clock, so the time is the page's, not Playwright's round trips. */
const CLICK_STAMP = `addEventListener('click', (event) => { window.__firstOpenClick ??= event.timeStamp; }, true);`;

async function clickToVisible(page: Page, control: ReturnType<Page['getByRole']>, shown: ReturnType<Page['getByRole']>): Promise<number> {
  await control.hover();
  await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
  await control.click();
  await shown.waitFor({ state: 'visible', timeout: 30_000 });
  return page.evaluate(() => performance.now() - (window as unknown as { __firstOpenClick: number }).__firstOpenClick);
}

/** Each run in a fresh browser context (cold HTTP cache), Home loaded and idle before the click. */
async function listenerRun(context: BenchContext, open: (page: Page) => Promise<number>): Promise<number> {
  const browserContext = await context.browser.newContext({ storageState: context.storageState, viewport: { width: 1440, height: 900 } });
  try {
    const page = await browserContext.newPage();
    await page.addInitScript(CLICK_STAMP);
    await gotoSettled(page, `${context.server.baseUrl}/`);
    return await open(page);
  } finally {
    await browserContext.close();
  }
}

/** The console opened with its key already given (session storage): navigation start to the codes table. */
async function adminRun(context: BenchContext, key: string): Promise<number> {
  const browserContext = await context.browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await browserContext.newPage();
    await page.addInitScript((value) => sessionStorage.setItem('tangerine.adminKey', value), key);
    await page.goto(`${context.server.baseUrl}/admin`);
    await page.getByRole('table', { name: 'Activation codes' }).waitFor({ state: 'visible', timeout: 30_000 });
    return await page.evaluate(() => performance.now());
  } finally {
    await browserContext.close();
  }
}

async function runs(measure: () => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) values.push(await measure());
  return values;
}

const row = (label: string, values: number[], target: number) =>
  `${label}: p50 ${ms(percentile(values, 50))}, worst ${ms(Math.max(...values))} (target ≤ ${target} ms at p50): ${verdict(percentile(values, 50) <= target)}`;

/** First opens as a listener meets them: the profile dialog, a screen from the sidebar, the admin console. */
export async function benchFirstOpens(context: BenchContext): Promise<BenchResult> {
  const adminKey = (await context.server.admin(['admin-key', 'rotate'])).match(/tgadm_[A-Za-z0-9_-]+/)?.[0];
  if (!adminKey) throw new Error('admin-key rotate printed no key');
  const profile = await runs(() => listenerRun(context, (page) => clickToVisible(page, page.getByRole('button', { name: /Your Profile/ }), page.getByRole('button', { name: 'Logout' }))));
  const trending = await runs(() => listenerRun(context, (page) => clickToVisible(page, page.getByRole('link', { name: 'Trending' }), page.getByRole('heading', { name: 'Trending', level: 1 }))));
  const admin = await runs(() => adminRun(context, adminKey));
  return {
    name: 'First opens',
    status: 'measured',
    lines: [
      `${RUNS} runs each, a fresh browser context per run (cold HTTP cache), 1440 × 900; the pointer rests ${HOVER_BEFORE_CLICK_MS} ms on a control before its click`,
      row('Profile dialog (click to its Logout button shown)', profile, DIALOG_TARGET_MS),
      row('Trending from Home (click to its heading shown)', trending, SCREEN_TARGET_MS),
      row('Admin console (navigation to its codes table shown)', admin, SCREEN_TARGET_MS),
    ],
  };
}
