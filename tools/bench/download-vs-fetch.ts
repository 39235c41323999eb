/**
 * A whole list downloaded with the app's toggle against a plain loop of `fetch()` of the
 * same audio and artwork files, on the same page of the same browser and server. The demo albums hold
 * 6 or 7 tracks, so a 12-track playlist of the listener (the same toggle, `ListDownloadControl`)
 * stands for the 12-track album. Measures and reports; asserts nothing.
 */
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { apiJson, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const TRACKS = 12;
/** Runs rotate which side goes first; each side has its own fresh browser context (cold HTTP cache). */
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

/** Cold: a browser that never installed the offline worker. Warm: its worker already active (the common case). */
type Mode = 'cold' | 'warm';

/**
 * A fresh context on the playlist's page, loaded and idle. Warm: the offline worker is registered and
 * active first (as after any earlier visit), then the page is opened again under it.
 */
async function playlistPage(context: BenchContext, playlistId: string, mode: Mode = 'cold'): Promise<{ browserContext: BrowserContext; page: Page }> {
  const browserContext = await context.browser.newContext({ storageState: context.storageState });
  const page = await browserContext.newPage();
  const address = `${context.server.baseUrl}/my-playlists/${playlistId}`;
  await gotoSettled(page, address);
  if (mode === 'warm') {
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await gotoSettled(page, address);
  }
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

interface AppRun {
  /** Click to "Remove download". */
  elapsed: number;
  /** Click to the first request of the downloads worker (its resource timing). */
  firstRequest: number;
  /** Click to the last byte of the last file the downloads worker fetched (its resource timing). */
  received: number;
  /** Click to the offline worker active (0 when it already was). */
  workerActive: number;
  /** Requests the offline worker made itself during the run (its install's precache) and their bytes. */
  workerRequests: number;
  workerBytes: number;
  /** The downloads worker's requests answered through the offline worker's fetch handler. */
  throughWorker: number;
  /** Click to the last mark of each of the app's steps. */
  steps: Partial<Record<Step, number>>;
}

/** The downloads worker's requests on the page's clock: when each ended, and whether the offline worker's fetch handler answered it. */
async function transfersOf(page: Page): Promise<Array<{ startTime: number; responseEnd: number; throughWorker: boolean }>> {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const transfers = page.workers().filter((worker) => worker.url().includes('transfer-worker'));
  const entries = await Promise.all(
    transfers.map((worker) =>
      worker.evaluate((origin) =>
        performance.getEntriesByType('resource').map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          // Chromium says which static route a request took; without one, a worker start means the fetch handler.
          const routed = (timing.toJSON() as { workerFinalSourceType?: string }).workerFinalSourceType;
          return { startTime: performance.timeOrigin + timing.startTime - origin, responseEnd: performance.timeOrigin + timing.responseEnd - origin, throughWorker: routed ? routed === 'fetch-event' : timing.workerStart > 0 };
        }),
      pageOrigin),
    ),
  );
  return entries.flat();
}

/** The app's marks of a download's steps (download-marks.ts) and of the offline worker's install (src/sw), in order. */
const STEPS = ['received', 'written', 'stored', 'install', 'precached', 'ready', 'told'] as const;
type Step = (typeof STEPS)[number];
const STEP_LABELS: Record<Step, string> = {
  received: 'the last track received (worker)',
  written: 'written to Cache Storage (worker)',
  stored: 'its answer on the page',
  install: 'offline worker install began',
  precached: 'its precache done',
  ready: 'offline worker ready',
  told: 'the screens told',
};

/** The last of each step's marks between `from` and `to`, on the page's clock, from the page, the downloads worker and the offline worker. */
async function lastSteps(page: Page, from: number, to: number): Promise<Partial<Record<Step, number>>> {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const read = (origin: number) =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('tangerine:'))
      .map((mark) => ({ step: mark.name.slice(mark.name.lastIndexOf(':') + 1), at: performance.timeOrigin + mark.startTime - origin }));
  const workers = [...page.workers().filter((worker) => worker.url().includes('transfer-worker')), ...page.context().serviceWorkers()];
  const marks = await Promise.all([page.evaluate(read, pageOrigin), ...workers.map((worker) => worker.evaluate(read, pageOrigin))]);
  const last: Partial<Record<Step, number>> = {};
  for (const { step, at } of marks.flat()) {
    if (!(STEPS as readonly string[]).includes(step) || at < from || at > to) continue;
    last[step as Step] = Math.max(last[step as Step] ?? -Infinity, at - from);
  }
  return last;
}

/**
 * The app: its toggle clicked, until it reads "Remove download" (every track stored); milliseconds on
 * the page's clock. Nothing polls during the timed part (a poll of Cache Storage would compete with
 * the app's own writes): the transfers' end is read afterwards from the downloads worker's resource timing.
 */
async function appDownload(page: Page): Promise<AppRun> {
  const workerFetches: Array<Promise<number>> = [];
  const onRequest = (request: Request) => {
    // A body Cache.addAll stored cannot be read back through Playwright: its announced size counts then.
    const size = async (response: Response | null) => (response ? ((await response.body().catch(() => null))?.byteLength ?? (Number(await response.headerValue('content-length')) || 0)) : 0);
    if (request.serviceWorker()) workerFetches.push(request.response().then(size, () => 0));
  };
  page.context().on('request', onRequest);
  // Playwright's polling script is compiled before the click, so its start is not counted as the app's.
  await page.waitForFunction(() => true, undefined, { polling: 'raf' });
  const began = await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Download"]');
    if (!button) throw new Error('no Download button');
    const marks: Record<string, number> = {};
    (window as unknown as { benchMarks: Record<string, number> }).benchMarks = marks;
    const now = performance.now();
    if (navigator.serviceWorker.controller?.state === 'activated') marks['workerActive'] = now;
    else void navigator.serviceWorker.ready.then(() => (marks['workerActive'] ??= performance.now()));
    button.click();
    return now;
  });
  const done = await page.waitForFunction(
    () => document.querySelector('button[aria-label="Remove download"]') !== null && performance.now(),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const ended = (await done.jsonValue()) as number;
  page.context().off('request', onRequest);
  const stored = await page.evaluate(async () => (await (await caches.open('tangerine-downloads-v1')).keys()).filter((request) => request.url.endsWith('/meta')).length);
  if (stored !== TRACKS) throw new Error(`the app reports the list downloaded but the device stores ${stored} of ${TRACKS} tracks`);
  const marks = await page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);
  const workerBytes = (await Promise.all(workerFetches)).reduce((sum, bytes) => sum + bytes, 0);
  const transfers = (await transfersOf(page)).filter((entry) => entry.responseEnd >= began);
  if (transfers.length < TRACKS) throw new Error(`the downloads worker's resource timing holds ${transfers.length} requests of the run, fewer than ${TRACKS}`);
  return {
    elapsed: ended - began,
    firstRequest: Math.min(...transfers.map((entry) => entry.startTime)) - began,
    received: Math.max(...transfers.map((entry) => entry.responseEnd)) - began,
    workerActive: Math.max(0, (marks['workerActive'] ?? ended) - began),
    workerRequests: workerFetches.length,
    workerBytes,
    throughWorker: transfers.filter((entry) => entry.throughWorker).length,
    steps: await lastSteps(page, began, ended),
  };
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

const stepP50 = (runs: AppRun[], step: Step) => {
  const values = runs.flatMap((entry) => (entry.steps[step] === undefined ? [] : [entry.steps[step]]));
  return values.length === runs.length ? ms(percentile(values, 50)) : `not marked in ${runs.length - values.length} of ${runs.length} runs`;
};

const summary = (label: string, values: number[]) => `${label} ${values.map(ms).join(', ')}; p50 ${ms(percentile(values, 50))}`;

export async function benchDownloadVsFetch(context: BenchContext): Promise<BenchResult> {
  const playlist = await twelveTrackPlaylist(context);
  // The files the app stores for each track: its audio and its artwork.
  const urls = playlist.tracks.flatMap((track) => [track.stream_url, track.artwork_url]).filter((url): url is string => Boolean(url));
  const trackIds = playlist.tracks.map((track) => String(track.id));
  const app: Record<Mode, AppRun[]> = { cold: [], warm: [] };
  const plain: number[] = [];
  let bytes = 0;
  const sides = ['plain', 'cold', 'warm'] as const;
  for (let run = 0; run < RUNS; run++) {
    // Each run starts with another side, so none always goes first.
    for (const side of [...sides.slice(run % 3), ...sides.slice(0, run % 3)]) {
      const { browserContext, page } = await playlistPage(context, playlist.id, side === 'warm' ? 'warm' : 'cold');
      try {
        if (side === 'plain') {
          const measured = await plainFetch(page, urls);
          plain.push(measured.elapsed);
          bytes = measured.bytes;
        }
        else {
          await unrecordAll(context, trackIds);
          app[side].push(await appDownload(page));
          await untilRecorded(context, trackIds);
        }
      } finally {
        await browserContext.close();
      }
    }
  }
  const plainP50 = percentile(plain, 50);
  const ratio = (mode: Mode) => plainP50 / percentile(app[mode].map((entry) => entry.elapsed), 50);
  const modeLines = (mode: Mode, label: string) => {
    const runs = app[mode];
    const worker = runs[0] ? `; the worker itself fetched ${runs.map((entry) => entry.workerRequests).join(', ')} files (${runs.map((entry) => (entry.workerBytes / 1e6).toFixed(2)).join(', ')} MB)` : '';
    return [
      `${summary(`app, ${label} (toggle "Download" until "Remove download", every track in Cache Storage; the server's ${TRACKS} records, sent once the transfers are over, checked after each run):`, runs.map((entry) => entry.elapsed))}`,
      `  ${summary("of which click to the last byte received (the downloads worker's resource timing):", runs.map((entry) => entry.received))}; ${summary('from it to "Remove download":', runs.map((entry) => entry.elapsed - entry.received))}; the downloads worker's requests answered by the offline worker's fetch handler: ${runs.map((entry) => entry.throughWorker).join(', ')}`,
      `  ${summary("click to the downloads worker's first request:", runs.map((entry) => entry.firstRequest))}`,
      `  click to the last mark of each step of the app (p50): ${STEPS.filter((step) => runs.some((entry) => entry.steps[step] !== undefined)).map((step) => `${STEP_LABELS[step]} ${stepP50(runs, step)}`).join('; ')}`,
      `  ${summary('click to the offline worker active:', runs.map((entry) => entry.workerActive))}${worker}`,
      `  ratio plain / app ${mode} (p50): ${ratio(mode).toFixed(2)}; target ≥ 0.8: ${verdict(ratio(mode) >= 0.8)}`,
    ];
  };
  return {
    name: 'Download of a 12-track list vs plain fetch',
    status: 'measured',
    lines: [
      `a ${TRACKS}-track playlist of the listener (the demo albums hold 6 or 7 tracks; same toggle as an album's), ${urls.length} files, ${(bytes / 1e6).toFixed(1)} MB; ${RUNS} runs a side, the sides' order rotating, each in a fresh browser context on the playlist's page`,
      summary('plain fetch() of the same files in a loop, one after another, bodies read:', plain),
      ...modeLines('warm', 'offline worker already active (any visit after the first)'),
      ...modeLines('cold', 'first download in a browser that never installed the offline worker (it installs and must be active before "Downloaded")'),
    ],
  };
}
