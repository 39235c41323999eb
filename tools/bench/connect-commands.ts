import type { Page } from 'playwright-core';
import { activatedStorageState, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { playerBar } from './player-bar.js';

const COMMANDS = 100;

/** Stamps every `pause` of a media element and every click, on the wall clock (two pages, one machine). */
const STAMPS = `(() => {
  const stamps = { clicks: [], pauses: [] };
  Object.defineProperty(window, '__connectStamps', { value: stamps });
  addEventListener('click', (event) => stamps.clicks.push(performance.timeOrigin + event.timeStamp), true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!this.__connectHooked) {
      this.__connectHooked = true;
      this.addEventListener('pause', (event) => stamps.pauses.push(performance.timeOrigin + event.timeStamp));
    }
    return play.apply(this, args);
  };
})();`;

interface Stamps {
  clicks: number[];
  pauses: number[];
}

const stamps = (page: Page) => page.evaluate(() => (window as unknown as { __connectStamps: Stamps }).__connectStamps);

/** A browser activated through the screen on the bench's code: a device of its own. */
async function device(context: BenchContext): Promise<Page> {
  const storageState = await activatedStorageState(context.browser, context.server.baseUrl, context.code);
  const browserContext = await context.browser.newContext({ storageState });
  await browserContext.addInitScript(STAMPS);
  const page = await browserContext.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Clicks `button` and waits for the next `pause` on the player page; answers click → pause in ms. */
async function pauseVia(clicker: Page, player: Page, button: string): Promise<number> {
  const before = (await stamps(player)).pauses.length;
  const clicksBefore = (await stamps(clicker)).clicks.length;
  await playerBar(clicker).getByRole('button', { name: button, exact: true }).click();
  await player.waitForFunction((count) => (window as unknown as { __connectStamps: Stamps }).__connectStamps.pauses.length > count, before, { timeout: 15_000 });
  const clicked = (await stamps(clicker)).clicks[clicksBefore] as number;
  return ((await stamps(player)).pauses[before] as number) - clicked;
}

/**
 * Command to effect: a remote presses Pause, and the time until the playing device's
 * audio element fires `pause`, over 100 commands on loopback; beside it, the same press on the
 * playing device itself. Both pages are devices of the bench's code, each activated through the screen.
 */
export async function benchConnectCommands(context: BenchContext): Promise<BenchResult> {
  const player = await device(context);
  const remote = await device(context);
  try {
    await player.goto(`${context.server.baseUrl}/`);
    const latest = player.locator('section').filter({ has: player.getByRole('heading', { name: 'Latest Songs' }) }).first();
    await latest.getByRole('button', { name: /^Play/ }).first().click();
    await playerBar(player).getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await remote.goto(`${context.server.baseUrl}/`);
    await playerBar(remote).getByText(/^Playing on /).waitFor();

    const local: number[] = [];
    const remoteTimes: number[] = [];
    for (let i = 0; i < COMMANDS; i++) {
      local.push(await pauseVia(player, player, 'Pause'));
      await playerBar(player).getByRole('button', { name: 'Play', exact: true }).click();
      await playerBar(remote).getByRole('button', { name: 'Pause', exact: true }).waitFor();
      remoteTimes.push(await pauseVia(remote, player, 'Pause'));
      await playerBar(remote).getByRole('button', { name: 'Play', exact: true }).click();
      await playerBar(player).getByRole('button', { name: 'Pause', exact: true }).waitFor();
    }
    const p95 = percentile(remoteTimes, 95);
    return {
      name: 'Connect: command to effect',
      status: 'measured',
      lines: [
        `${COMMANDS} Pause presses on a remote (a second browser context on the same code) against the same press on the playing device, alternating, loopback`,
        `remote Pause → the playing device's audio fires pause: p50 ${ms(percentile(remoteTimes, 50))}, p95 ${ms(p95)}; target p95 ≤ 150 ms: ${verdict(p95 <= 150)}`,
        `local Pause → pause on the same device: p50 ${ms(percentile(local, 50))}, p95 ${ms(percentile(local, 95))}`,
      ],
    };
  } finally {
    await player.context().close();
    await remote.context().close();
  }
}
