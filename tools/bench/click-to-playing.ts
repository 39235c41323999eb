import type { Page } from 'playwright-core';
import { firstSongStreamUrl, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const RUNS = 30;

/** Stamps the first click and the first `playing` event of any media element, on one clock. */
export const TIMING_SCRIPT = `(() => {
  const bench = { click: null, playing: null, src: null };
  Object.defineProperty(window, '__clickToPlaying', { value: bench });
  addEventListener('click', (event) => { if (bench.click === null) bench.click = event.timeStamp; }, true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!this.__clickToPlayingHooked) {
      this.__clickToPlayingHooked = true;
      this.addEventListener('playing', (event) => {
        if (bench.playing === null) { bench.playing = event.timeStamp; bench.src = this.currentSrc; }
      });
    }
    return play.apply(this, args);
  };
})();`;

interface Timing {
  click: number | null;
  playing: number | null;
  src: string | null;
}

export async function measure(page: Page, click: () => Promise<void>): Promise<{ elapsed: number; src: string }> {
  // Playwright's polling script is compiled before the click: compiled after it, it held the page's main
  // thread for 10-13 ms while the media events waited (seen in a trace of the app's side).
  await page.waitForFunction(() => true);
  await click();
  await page.waitForFunction(() => (window as unknown as { __clickToPlaying: Timing }).__clickToPlaying.playing !== null, undefined, { timeout: 20_000 });
  const timing = await page.evaluate(() => (window as unknown as { __clickToPlaying: Timing }).__clickToPlaying);
  if (timing.click === null || timing.playing === null) throw new Error(`incomplete timing ${JSON.stringify(timing)}`);
  return { elapsed: timing.playing - timing.click, src: timing.src ?? '' };
}

/**
 * Click to `playing` for one song: the app's Play button on /track/{id} against a bare page with one
 * <audio> playing the same signed URL from the same server. Runs alternate, each in a fresh browser
 * context (cold HTTP cache), the page loaded and idle before the click.
 */
export async function benchClickToPlaying(context: BenchContext): Promise<BenchResult> {
  const song = await firstSongStreamUrl(context);
  const origin = context.server.baseUrl;
  const barePath = '/__bench/bare-audio';
  const bareHtml = `<!doctype html><meta charset="utf-8"><title>bare audio</title><button id="play">Play</button>
<script>document.getElementById('play').addEventListener('click', () => { const audio = new Audio(${JSON.stringify(song.url)}); document.body.append(audio); audio.play(); });</script>`;

  const app: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    {
      const browserContext = await context.browser.newContext({ storageState: context.storageState });
      await browserContext.addInitScript(TIMING_SCRIPT);
      const page = await browserContext.newPage();
      await gotoSettled(page, `${origin}/track/${encodeURIComponent(song.id)}`);
      const button = page.getByRole('main').getByRole('button', { name: /^Play / }).first();
      await button.waitFor({ state: 'visible', timeout: 15_000 });
      const result = await measure(page, () => button.click());
      if (new URL(result.src).pathname !== new URL(song.url).pathname) throw new Error(`the app played ${result.src}, not ${song.url}`);
      app.push(result.elapsed);
      await browserContext.close();
    }
    {
      const browserContext = await context.browser.newContext();
      await browserContext.addInitScript(TIMING_SCRIPT);
      await browserContext.route(`${origin}${barePath}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: bareHtml }));
      const page = await browserContext.newPage();
      await gotoSettled(page, `${origin}${barePath}`);
      bare.push((await measure(page, () => page.click('#play'))).elapsed);
      await browserContext.close();
    }
  }
  const appP50 = percentile(app, 50);
  const appP95 = percentile(app, 95);
  const bareP50 = percentile(bare, 50);
  const bareP95 = percentile(bare, 95);
  return {
    name: 'Click to playing (song)',
    status: 'measured',
    lines: [
      `${RUNS} runs each, track ${song.id}, alternating app and bare page, fresh context per run`,
      `app (/track/${song.id} "Play"): p50 ${ms(appP50)}, p95 ${ms(appP95)}`,
      `bare <audio> page, same URL and server: p50 ${ms(bareP50)}, p95 ${ms(bareP95)}`,
      `ratio p50 ${(appP50 / bareP50).toFixed(2)}, p95 ${(appP95 / bareP95).toFixed(2)}; target ≤ 1.2: ${verdict(appP50 / bareP50 <= 1.2 && appP95 / bareP95 <= 1.2)}`,
    ],
  };
}
