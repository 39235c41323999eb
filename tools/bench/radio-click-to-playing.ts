import type { Browser } from 'playwright-core';
import { apiJson, firstSongStreamUrl, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { measure, TIMING_SCRIPT } from './click-to-playing.js';
import { gotoSettled } from './page-settled.js';

const RUNS = 12;

/** The first station this server streams itself (its stream under /api/v1/radio/). */
async function firstOwnStation(context: BenchContext): Promise<{ id: string; url: string }> {
  const list = await apiJson<{ stations?: Array<{ id: string | number; stream_url?: string | null }> }>(context, '/api/v1/browse/radio?limit=50');
  const station = (list.stations ?? []).find((item) => item.stream_url && new URL(item.stream_url, context.server.baseUrl).origin === new URL(context.server.baseUrl).origin);
  if (!station?.stream_url) throw new Error('no station streamed by this server');
  return { id: String(station.id), url: new URL(station.stream_url, context.server.baseUrl).toString() };
}

/** Click to the first `playing` of one button on `path`, in a fresh context (cold HTTP cache), the page idle before the click. */
async function clickToPlaying(browser: Browser, context: BenchContext, path: string, button: RegExp): Promise<{ elapsed: number; src: string }> {
  const browserContext = await browser.newContext({ storageState: context.storageState });
  try {
    await browserContext.addInitScript(TIMING_SCRIPT);
    const page = await browserContext.newPage();
    await gotoSettled(page, `${context.server.baseUrl}${path}`);
    const control = page.getByRole('main').getByRole('button', { name: button }).first();
    await control.waitFor({ state: 'visible', timeout: 15_000 });
    return await measure(page, () => control.click());
  } finally {
    await browserContext.close();
  }
}

/**
 * Click to playing for live radio: "Listen Live" on /radio/{id} against "Play" on /track/{id}, runs
 * alternating, each in a fresh browser context; the target is radio ≤ 1.5 × the song at p50 and p95.
 */
export async function benchRadioClickToPlaying(context: BenchContext): Promise<BenchResult> {
  const station = await firstOwnStation(context);
  const song = await firstSongStreamUrl(context);
  const radio: number[] = [];
  const songs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const heard = await clickToPlaying(context.browser, context, `/radio/${encodeURIComponent(station.id)}`, /^Listen Live$/);
    if (new URL(heard.src).pathname !== new URL(station.url).pathname) throw new Error(`the app played ${heard.src}, not ${station.url}`);
    radio.push(heard.elapsed);
    songs.push((await clickToPlaying(context.browser, context, `/track/${encodeURIComponent(song.id)}`, /^Play /)).elapsed);
  }
  const ratio50 = percentile(radio, 50) / percentile(songs, 50);
  const ratio95 = percentile(radio, 95) / percentile(songs, 95);
  return {
    name: 'Click to playing (live radio)',
    status: 'measured',
    lines: [
      `${RUNS} runs each, station ${station.id} and track ${song.id}, alternating, fresh context per run`,
      `radio (/radio/${station.id} "Listen Live"): p50 ${ms(percentile(radio, 50))}, p95 ${ms(percentile(radio, 95))}`,
      `song (/track/${song.id} "Play"): p50 ${ms(percentile(songs, 50))}, p95 ${ms(percentile(songs, 95))}`,
      `ratio p50 ${ratio50.toFixed(2)}, p95 ${ratio95.toFixed(2)}; target ≤ 1.5: ${verdict(ratio50 <= 1.5 && ratio95 <= 1.5)}`,
    ],
  };
}
