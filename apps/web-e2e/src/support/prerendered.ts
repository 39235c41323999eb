import type { Page } from 'playwright-core';

/**
 * /activate first shows a static copy of its screen (apps/web/src/prerender) that the app replaces
 * once its scripts ran. What the app does to a typed code (formatting, enabling the button) starts
 * then; steps that check that wait for the copy to be gone.
 */
export async function untilAppStarted(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.locator('#prerendered').waitFor({ state: 'detached', timeout: timeoutMs });
}
