/**
 * Click to playing, and seek to playing, of one stream in Chromium: a page with one <audio>, as the web
 * player's deck uses it. A direct file seeks in place (currentTime, a Range request); a transcoded
 * stream has no byte ranges, so its seek asks the server again from the time (`offset=`, ffmpeg's -ss),
 * as the deck does (libs/player/web offset-seek). Each run is a fresh browser context (cold HTTP cache).
 */
import type { Browser, Page } from 'playwright-core';
import { measure, TIMING_SCRIPT } from './click-to-playing.js';
import { gotoSettled } from './page-settled.js';

const PAGE_PATH = '/__bench/stream-start';
const PAGE = `<!doctype html><meta charset="utf-8"><title>stream start</title><button id="play">Play</button>
<script>
document.getElementById('play').addEventListener('click', () => {
  const audio = new Audio(window.__streamUrl);
  window.__audio = audio;
  document.body.append(audio);
  audio.play();
});
// Seek to \`seconds\`: in place, or from the server at that time; resolves with the milliseconds to playing there.
window.__seek = (seconds, offsetUrl) => new Promise((resolve, reject) => {
  const audio = window.__audio;
  setTimeout(() => reject(new Error('not playing 30 s after the seek')), 30000);
  const started = performance.now();
  const done = () => resolve(performance.now() - started);
  audio.addEventListener('playing', done, { once: true });
  audio.addEventListener('seeked', () => { if (audio.readyState >= 3 && !audio.paused) done(); }, { once: true });
  if (offsetUrl) { audio.src = offsetUrl; audio.play(); } else audio.currentTime = seconds;
});
</script>`;

export interface StartAndSeek {
  clickToPlayingMs: number;
  seekToPlayingMs: number;
}

/**
 * Plays `url` from a click, lets it play a second, then seeks to `middleSeconds` (in place, or by
 * `offsetUrl` when given): the two times to `playing`.
 */
export async function startAndSeek(browser: Browser, origin: string, url: string, middleSeconds: number, offsetUrl: string | null): Promise<StartAndSeek> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(TIMING_SCRIPT);
    await context.addInitScript(`window.__streamUrl = ${JSON.stringify(url)};`);
    await context.route(`${origin}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }));
    const page: Page = await context.newPage();
    await gotoSettled(page, `${origin}${PAGE_PATH}`);
    const { elapsed } = await measure(page, () => page.click('#play'));
    await page.waitForFunction(() => (window as unknown as { __audio: HTMLAudioElement }).__audio.currentTime > 1, undefined, { timeout: 30_000 });
    const seek = await page.evaluate(
      ([seconds, offset]) => (window as unknown as { __seek: (s: number, o: string | null) => Promise<number> }).__seek(seconds as number, offset as string | null),
      [middleSeconds, offsetUrl] as const,
    );
    // The seek really landed in the middle (a transcoded stream counts its time from the offset).
    const position = await page.evaluate(() => (window as unknown as { __audio: HTMLAudioElement }).__audio.currentTime);
    const landed = offsetUrl ? position + middleSeconds : position;
    if (Math.abs(landed - middleSeconds) > 5) throw new Error(`the seek landed at ${landed.toFixed(1)} s, not ${middleSeconds} s`);
    return { clickToPlayingMs: elapsed, seekToPlayingMs: seek };
  } finally {
    await context.close();
  }
}
