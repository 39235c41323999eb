import type { Page } from 'playwright-core';
import { apiJson, ms, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';
import { CAPTURE_SCRIPT, startCapture, stopAndFindSilence } from './output-capture.js';

/**
 * The gap at a track boundary, measured from the rendered output (output-capture.ts), so
 * what is measured is what the speakers get. Still Meridian's album
 * is one continuous piece cut at its boundaries: the longest run of near-silence around a boundary
 * is the gap. Tangerine (its album page, the player seeking near the end of track 1) against a plain
 * page whose one <audio> switches `src` on `ended`, same files, same server.
 */

const SILENCE = 10 ** (-60 / 20);
/** Seconds before the end of track 1 where capture starts, and how long it runs. */
const LEAD_SECONDS = 5;
const CAPTURE_SECONDS = 9;
const RUNS = 3;

/** Starts capturing, waits, and answers the longest near-silent run (after the first 0.5 s, which may hold the seek). */
async function captureGap(page: Page): Promise<Capture> {
  await startCapture(page);
  await page.waitForTimeout(CAPTURE_SECONDS * 1000);
  return stopAndFindSilence(page, SILENCE, 0.5);
}

interface Capture {
  silentRunMs: number;
  /** How Tangerine's gapless joins in that run lined up, as its console told them. */
  joins?: string[];
  /** Seconds into the capture where the run starts: near LEAD_SECONDS when it is the boundary's. */
  atSeconds: number;
}

interface Track {
  id: string;
  title: string;
  duration: number;
  stream_url: string;
}

export async function benchGaplessGap(context: BenchContext): Promise<BenchResult> {
  const { albums } = await apiJson<{ albums: Array<{ id: string; title: string; artist: { name: string } | null }> }>(context, '/api/v1/browse/albums?limit=100');
  const album = albums.find((candidate) => candidate.artist?.name === 'Still Meridian');
  if (!album) throw new Error('the demo catalogue has no Still Meridian album');
  const detail = await apiJson<{ title: string; tracks: Track[] }>(context, `/api/v1/browse/albums/${album.id}`);
  const [first, second] = detail.tracks;
  if (!first || !second) throw new Error('Still Meridian has fewer than two tracks');
  const origin = context.server.baseUrl;

  const tangerine: Capture[] = [];
  const plain: Capture[] = [];
  for (let run = 0; run < RUNS; run++) {
    {
      const browserContext = await context.browser.newContext({ storageState: context.storageState });
      await browserContext.addInitScript(CAPTURE_SCRIPT);
      const page = await browserContext.newPage();
      const joins: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('[player] gapless join')) joins.push(text.replace('[player] gapless join: ', ''));
      });
      await gotoSettled(page, `${origin}/album/${album.id}`);
      await page.getByRole('button', { name: `Play ${detail.title}` }).click();
      const seek = page.getByRole('region', { name: 'Player' }).getByRole('slider', { name: 'Seek' });
      await seek.waitFor({ state: 'visible', timeout: 15_000 });
      await page.waitForTimeout(1_000);
      const box = await seek.boundingBox();
      if (!box) throw new Error('the Seek slider is not visible');
      await seek.click({ position: { x: box.width * (1 - LEAD_SECONDS / first.duration), y: box.height / 2 } });
      const measured = await captureGap(page);
      // The capture must hold the boundary: by its end the player shows track 2.
      if (!(await page.getByRole('region', { name: 'Player' }).getByText(second.title, { exact: true }).first().isVisible())) throw new Error('Tangerine did not reach track 2 within the capture');
      tangerine.push({ ...measured, joins });
      await browserContext.close();
    }
    {
      const browserContext = await context.browser.newContext();
      await browserContext.addInitScript(CAPTURE_SCRIPT);
      const barePath = '/__bench/plain-audio';
      const html = `<!doctype html><meta charset="utf-8"><title>plain audio</title><button id="play">Play</button><script>
        const urls = ${JSON.stringify([first.stream_url, second.stream_url])};
        const audio = new Audio(urls[0]);
        window.__plainAudio = audio;
        document.getElementById('play').addEventListener('click', () => {
          const context = new AudioContext();
          context.createMediaElementSource(audio).connect(context.destination);
          const nearEnd = () => { audio.currentTime = Math.max(0, audio.duration - ${LEAD_SECONDS}); };
          if (audio.readyState >= 1) nearEnd(); else audio.addEventListener('loadedmetadata', nearEnd, { once: true });
          audio.addEventListener('ended', () => { audio.src = urls[1]; audio.play(); }, { once: true });
          audio.play();
        });
      </script>`;
      await browserContext.route(`${origin}${barePath}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
      const page = await browserContext.newPage();
      await gotoSettled(page, `${origin}${barePath}`);
      await page.click('#play');
      await page.waitForTimeout(500);
      const measured = await captureGap(page);
      const secondPath = new URL(second.stream_url, origin).pathname;
      if (!(await page.evaluate((path) => new URL(document.querySelector('audio')?.src ?? (window as unknown as { __plainAudio?: HTMLAudioElement }).__plainAudio?.src ?? '', location.href).pathname === path, secondPath)))
        throw new Error('the plain page did not reach track 2 within the capture');
      plain.push(measured);
      await browserContext.close();
    }
  }
  const worst = (captures: Capture[]) => Math.max(...captures.map((capture) => capture.silentRunMs));
  const list = (captures: Capture[]) => captures.map((capture) => `${ms(capture.silentRunMs)} (at ${capture.atSeconds.toFixed(2)} s)`).join(', ');
  return {
    name: 'Gap at a track boundary',
    status: 'measured',
    lines: [
      `Still Meridian "${first.title}" → "${second.title}", ${RUNS} runs each, output captured ${CAPTURE_SECONDS} s from about ${LEAD_SECONDS} s before the boundary, silence = peak below −60 dBFS`,
      `Tangerine (album page, gapless on): longest silent run ${list(tangerine)}`,
      `  how the engine lined the next deck up, per run: ${tangerine.map((capture, run) => `run ${run + 1}: ${capture.joins?.length ? capture.joins.join(', ') : 'no message'}`).join('; ')}`,
      `plain <audio> switching src on ended, same files and server: ${list(plain)}`,
      `worst: Tangerine ${ms(worst(tangerine))} vs plain ${ms(worst(plain))}; target ≤ 5 ms: ${verdict(worst(tangerine) <= 5)}`,
    ],
  };
}
