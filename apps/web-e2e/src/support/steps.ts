import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { waitForAudibleProgress } from './media-probe.js';
import type { PageWatch } from './page-watch.js';
import { untilAppStarted } from '@tangerine/harness';

/** Polls an async reading until `accept` holds (web-first assertions without @playwright/test). */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

export function playerBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Player' }).or(page.getByLabel('Player', { exact: true })).first();
}

/** Plays until the player shows "Pause" and the audio element's clock moves. */
export async function expectPlaying(page: Page, srcPattern?: RegExp): Promise<void> {
  await visible(playerBar(page).getByRole('button', { name: 'Pause', exact: true }));
  await waitForAudibleProgress(page, srcPattern);
}

/** Activates through the real screen: typed lower-case without dashes, formatted by the input. */
export async function activate(page: Page, code: string): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/activate');
  await untilAppStarted(page);
  const input = page.getByLabel('Activation Code');
  const submit = page.getByRole('button', { name: 'Activate & Start Listening' });
  expect(await submit.isDisabled()).toBe(true);
  await input.pressSequentially(code.replaceAll('-', '').toLowerCase());
  expect(await input.inputValue()).toBe(code);
  await submit.click();
  await visible(page.getByText('Activation successful! Welcome to Tangerine 🎵'));
  await page.waitForURL((url) => url.pathname === '/');
}

/** The calls of `method path` recorded so far, waited for until at least `count` exist. */
export function callsTo(watch: PageWatch, method: string, path: RegExp, count = 1) {
  return eventually(async () => watch.apiCalls(method, path), (calls) => calls.length >= count, `${method} ${path}`);
}

/** Like `callsTo`, but waits until one of them has been answered with a 2xx. */
export function answeredCall(watch: PageWatch, method: string, path: RegExp) {
  return eventually(async () => watch.apiCalls(method, path).filter((call) => call.status !== undefined && call.status < 300), (calls) => calls.length > 0, `an answered ${method} ${path}`);
}

/** The title the player bar shows (its first line, which carries the full title as a tooltip). */
export const playerTitle = async (page: Page) => (await playerBar(page).locator('p[title]').first().getAttribute('title')) ?? '';

/** Plays Home's first "Latest Songs" song until its audio moves; answers its title. */
export async function playFirstLatestSong(page: Page): Promise<string> {
  const latest = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Latest Songs' }) }).first();
  await latest.getByRole('button', { name: /^Play/ }).first().click();
  await expectPlaying(page, /\/api\/v1\/media\/audio\//);
  const playing = await playerTitle(page);
  expect(playing).not.toBe('');
  return playing;
}
