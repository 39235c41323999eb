import { measureLoudness } from '@tangerine/demo-catalogue';
import { apiJson, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';
import { CAPTURE_SCRIPT, startCapture, stopAndTake } from './output-capture.js';

/**
 * The loudness spread of the demo's loud (Brass Engine) and quiet (Willow & Pine) songs as
 * the app plays them, normalization off and on (Track). The output is captured (output-capture.ts)
 * and measured with the import's own BS.1770 meter; the master volume is the same in every run.
 */

const SKIP_SECONDS = 2;
const CAPTURE_SECONDS = 10;

interface Track {
  id: string;
  title: string;
}

async function firstTrackOf(context: BenchContext, artist: string): Promise<Track> {
  const { albums } = await apiJson<{ albums: Array<{ id: string; artist: { name: string } | null }> }>(context, '/api/v1/browse/albums?limit=100');
  const album = albums.find((candidate) => candidate.artist?.name === artist);
  if (!album) throw new Error(`the demo catalogue has no album by ${artist}`);
  const { tracks } = await apiJson<{ tracks: Track[] }>(context, `/api/v1/browse/albums/${album.id}`);
  if (!tracks[0]) throw new Error(`${artist}'s album has no tracks`);
  return tracks[0];
}

async function playedLoudness(context: BenchContext, track: Track, normalization: 'off' | 'track'): Promise<number | null> {
  const browserContext = await context.browser.newContext({ storageState: context.storageState });
  await browserContext.addInitScript(CAPTURE_SCRIPT);
  await browserContext.addInitScript((mode: string) => {
    localStorage.setItem('tangerine.playback', JSON.stringify({ crossfadeSeconds: 0, gapless: true, normalization: mode }));
  }, normalization);
  const page = await browserContext.newPage();
  try {
    await gotoSettled(page, `${context.server.baseUrl}/track/${encodeURIComponent(track.id)}`);
    await page.getByRole('main').getByRole('button', { name: /^Play / }).first().click();
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForTimeout(SKIP_SECONDS * 1000);
    await startCapture(page);
    await page.waitForTimeout(CAPTURE_SECONDS * 1000);
    const { rate, channels } = await stopAndTake(page);
    return measureLoudness(channels, rate).integrated;
  } finally {
    await browserContext.close();
  }
}

export async function benchLoudnessSpread(context: BenchContext): Promise<BenchResult> {
  const loud = await firstTrackOf(context, 'Brass Engine');
  const quiet = await firstTrackOf(context, 'Willow & Pine');
  const rows: string[] = [];
  const spreads: Record<string, number> = {};
  for (const mode of ['off', 'track'] as const) {
    const loudLufs = await playedLoudness(context, loud, mode);
    const quietLufs = await playedLoudness(context, quiet, mode);
    if (loudLufs === null || quietLufs === null) throw new Error(`silence captured with normalization ${mode}`);
    spreads[mode] = Math.abs(loudLufs - quietLufs);
    rows.push(`normalization ${mode}: loud ${loudLufs.toFixed(1)} LUFS, quiet ${quietLufs.toFixed(1)} LUFS, spread ${spreads[mode]?.toFixed(1)} LU`);
  }
  return {
    name: 'Loudness spread as played',
    status: 'measured',
    lines: [
      `Brass Engine "${loud.title}" and Willow & Pine "${quiet.title}", ${CAPTURE_SECONDS} s of output each from ${SKIP_SECONDS} s in, measured with BS.1770 (the import's meter), volume 0.7`,
      ...rows,
      `target: on ≤ 1 LU apart: ${verdict((spreads['track'] ?? Infinity) <= 1)}`,
    ],
  };
}
