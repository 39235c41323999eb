import type { Page } from 'playwright-core';

/**
 * /activate, and / for an activated browser, first show a static copy of their screen
 * (apps/web/src/prerender) that the app replaces once its scripts ran. What the app does (formatting
 * a typed code, playing a song) starts then; steps that need it wait for the copy to be gone. On a
 * page without a copy this returns at once.
 */
export async function untilAppStarted(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.locator('#prerendered').waitFor({ state: 'detached', timeout: timeoutMs });
}
