/**
 * A whole list downloaded with the app's toggle against a plain loop of `fetch()` of the
 * same audio and artwork files, on the same page of the same browser and server. The demo albums hold
 * 6 or 7 tracks, so a 12-track playlist of the listener (the same toggle, `ListDownloadControl`)
 * stands for the 12-track album. Measures and reports; asserts nothing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const TRACKS = 12;
/** Runs alternate which side goes first; each side has its own fresh browser context (cold HTTP cache). */
const RUNS = 5;

interface ListTrack {
  id: string | number;
  stream_url?: string | null;
  artwork_url?: string | null;
}

/** A playlist of the bench's account holding the first TRACKS songs of the demo albums. */
async function twelveTrackPlaylist(context: BenchContext): Promise<{ id: string; tracks: ListTrack[] }> {
  const { albums } = await apiJson<{ albums: Array<{ id: string }> }>(context, '/api/v1/browse/albums?limit=100');
  const songs: ListTrack[] = [];
  for (const album of albums) {
    if (songs.length >= TRACKS) break;
    songs.push(...(await apiJson<{ tracks: ListTrack[] }>(context, `/api/v1/browse/albums/${album.id}`)).tracks);
  }
  if (songs.length < TRACKS) throw new Error(`the demo catalogue has ${songs.length} songs, fewer than ${TRACKS}`);
  const headers = { ...context.apiHeaders, 'content-type': 'application/json' };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${context.server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return (await response.json()) as T;
  };
  const playlist = await post<{ id: string | number }>('/api/v1/playlists', { name: `Bench ${TRACKS} tracks` });
  for (const song of songs.slice(0, TRACKS)) await post(`/api/v1/playlists/${playlist.id}/tracks`, { track_id: String(song.id) });
  const detail = await apiJson<{ tracks: ListTrack[] }>(context, `/api/v1/playlists/${playlist.id}`);
  return { id: String(playlist.id), tracks: detail.tracks };
}

/** A fresh context on the playlist's page, loaded and idle. */
async function playlistPage(context: BenchContext, playlistId: string): Promise<{ browserContext: BrowserContext; page: Page }> {
  const browserContext = await context.browser.newContext({ storageState: context.storageState });
  const page = await browserContext.newPage();
  await gotoSettled(page, `${context.server.baseUrl}/my-playlists/${playlistId}`);
  await page.getByRole('button', { name: 'Download', exact: true }).waitFor({ state: 'visible', timeout: 15_000 });
  return { browserContext, page };
}

/** The account's download records of these tracks, through the API. */
async function recordedOf(context: BenchContext, trackIds: readonly string[]): Promise<number> {
  const { downloads } = await apiJson<{ downloads: Array<{ track: { id: string | number } }> }>(context, '/api/v1/downloads?limit=500');
  const recorded = new Set(downloads.map((entry) => String(entry.track.id)));
  return trackIds.filter((id) => recorded.has(id)).length;
}

/** The server records of the list, sent once its transfers are over: checked after the timed part. */
async function untilRecorded(context: BenchContext, trackIds: readonly string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await recordedOf(context, trackIds)) < trackIds.length) {
    if (Date.now() > deadline) throw new Error(`the server recorded ${await recordedOf(context, trackIds)} of ${trackIds.length} downloads`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function unrecordAll(context: BenchContext, trackIds: readonly string[]): Promise<void> {
  for (const id of trackIds) await fetch(`${context.server.baseUrl}/api/v1/downloads/${id}`, { method: 'DELETE', headers: context.apiHeaders });
}

/** The app: its toggle clicked, until it reads "Remove download" (every track stored); milliseconds on the page's clock. */
async function appDownload(page: Page): Promise<number> {
  // Playwright's polling script is compiled before the click, so its start is not counted as the app's.
  await page.waitForFunction(() => true, undefined, { polling: 'raf' });
  const began = await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Download"]');
    if (!button) throw new Error('no Download button');
    const now = performance.now();
    button.click();
    return now;
  });
  const done = await page.waitForFunction(
    () => document.querySelector('button[aria-label="Remove download"]') !== null && performance.now(),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const ended = (await done.jsonValue()) as number;
  const stored = await page.evaluate(async () => (await (await caches.open('tangerine-downloads-v1')).keys()).filter((request) => request.url.endsWith('/meta')).length);
  if (stored !== TRACKS) throw new Error(`the app reports the list downloaded but the device stores ${stored} of ${TRACKS} tracks`);
  return ended - began;
}

/** Plain `fetch()` of the same files in a loop, each body read to its end; milliseconds and bytes. */
async function plainFetch(page: Page, urls: string[]): Promise<{ elapsed: number; bytes: number }> {
  return page.evaluate(async (list) => {
    const began = performance.now();
    let bytes = 0;
    for (const url of list) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      bytes += (await response.arrayBuffer()).byteLength;
    }
    return { elapsed: performance.now() - began, bytes };
  }, urls);
}

export async function benchDownloadVsFetch(context: BenchContext): Promise<BenchResult> {
  const playlist = await twelveTrackPlaylist(context);
  // The files the app stores for each track: its audio and its artwork.
  const urls = playlist.tracks.flatMap((track) => [track.stream_url, track.artwork_url]).filter((url): url is string => Boolean(url));
  const trackIds = playlist.tracks.map((track) => String(track.id));
  const app: number[] = [];
  const plain: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    for (const side of run % 2 === 0 ? ['plain', 'app'] : ['app', 'plain']) {
      const { browserContext, page } = await playlistPage(context, playlist.id);
      try {
        if (side === 'app') {
          await unrecordAll(context, trackIds);
          app.push(await appDownload(page));
          await untilRecorded(context, trackIds);
        }
        else {
          const measured = await plainFetch(page, urls);
          plain.push(measured.elapsed);
          bytes = measured.bytes;
        }
      } finally {
        await browserContext.close();
      }
    }
  }
  const ratio = percentile(plain, 50) / percentile(app, 50);
  return {
    name: 'Download of a 12-track list vs plain fetch',
    status: 'measured',
    lines: [
      `a ${TRACKS}-track playlist of the listener (the demo albums hold 6 or 7 tracks; same toggle as an album's), ${urls.length} files, ${(bytes / 1e6).toFixed(1)} MB; ${RUNS} runs a side, alternating, each in a fresh browser context on the playlist's page`,
      `app (toggle "Download" until "Remove download", every track in Cache Storage; the server's ${TRACKS} records, sent once the transfers are over, checked after each run): ${app.map(ms).join(', ')}; p50 ${ms(percentile(app, 50))}`,
      `plain fetch() of the same files in a loop, one after another, bodies read: ${plain.map(ms).join(', ')}; p50 ${ms(percentile(plain, 50))}`,
      `ratio plain / app (p50): ${ratio.toFixed(2)}; target ≥ 0.8: ${verdict(ratio >= 0.8)}`,
    ],
  };
}
