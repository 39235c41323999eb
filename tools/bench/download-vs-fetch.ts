/**
 * A whole list downloaded with the app's toggle against a plain loop of `fetch()` of the
 * same audio and artwork files, on the same page of the same browser and server. The demo albums hold
 * 6 or 7 tracks, so a 12-track playlist of the listener (the same toggle, `ListDownloadControl`)
 * stands for the 12-track album. Measures and reports; asserts nothing.
 */
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { apiJson, kb, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const TRACKS = 12;
/** Runs rotate which side goes first; each side has its own fresh browser context (cold HTTP cache). */
const RUNS = 5;
/** The plain loop's comparison side: as many requests at once as the downloads worker runs tracks. */
const PARALLEL = 3;

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
  /** Of the offline worker's own requests (its resource timing): how many the server answered, their bytes, and the time from the first one's start to the last one's end. */
  fromServer: number;
  serverBytes: number;
  workerFetching: number;
  /** The downloads worker's requests answered through the offline worker's fetch handler. */
  throughWorker: number;
  requests: RequestShape;
  /** Click to the first and to the last mark of each of the app's steps. */
  steps: Partial<Record<Step, number>>;
  firstSteps: Partial<Record<Step, number>>;
}

/** One request's resource timing on the page's clock; `throughWorker`: the offline worker's fetch handler saw it. */
interface Transfer {
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  throughWorker: boolean;
  audio: boolean;
}

/** The resource timing of this global's requests (the page's or a worker's), on the clock of the page whose time origin is `origin`. */
function resourceTimings(origin: number): Transfer[] {
  // No named function inside: the bench's compiler would wrap it in a helper the browser does not have.
  const shift = performance.timeOrigin - origin;
  return performance.getEntriesByType('resource').map((entry) => {
    const timing = entry as PerformanceResourceTiming;
    // Chromium says which static route a request took; without one, a worker start means the fetch handler.
    const routed = (timing.toJSON() as { workerFinalSourceType?: string }).workerFinalSourceType;
    return {
      startTime: shift + timing.startTime,
      requestStart: shift + (timing.requestStart || timing.startTime),
      responseStart: shift + (timing.responseStart || timing.startTime),
      responseEnd: shift + timing.responseEnd,
      throughWorker: routed ? routed === 'fetch-event' : timing.workerStart > 0,
      audio: timing.name.includes('/media/audio/'),
    };
  });
}

/** The downloads worker's requests on the page's clock. */
async function transfersOf(page: Page): Promise<Transfer[]> {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const transfers = page.workers().filter((worker) => worker.url().includes('transfer-worker'));
  const entries = await Promise.all(transfers.map((worker) => worker.evaluate(resourceTimings, pageOrigin)));
  return entries.flat();
}

/** Where one side's audio requests spent their time (p50 over them), and how many requests ran at once at most. */
interface RequestShape {
  /** The request made until it was sent (the offline worker's handler, a connection). */
  toSent: number;
  /** Sent until the answer's first byte (the server). */
  toFirstByte: number;
  /** First to last byte of the body. */
  body: number;
  mostAtOnce: number;
}

function shapeOf(requests: readonly Transfer[]): RequestShape {
  const audio = requests.filter((request) => request.audio);
  const mostAtOnce = Math.max(0, ...requests.map((request) => requests.filter((other) => other.startTime <= request.startTime && other.responseEnd > request.startTime).length));
  return {
    toSent: percentile(audio.map((request) => request.requestStart - request.startTime), 50),
    toFirstByte: percentile(audio.map((request) => request.responseStart - request.requestStart), 50),
    body: percentile(audio.map((request) => request.responseEnd - request.responseStart), 50),
    mostAtOnce,
  };
}

/** The app's marks of a download's steps (download-marks.ts) and of the offline worker's install (src/sw), in order. */
const STEPS = ['handed', 'began', 'received', 'written', 'stored', 'install', 'precached', 'ready', 'told', 'shown'] as const;
type Step = (typeof STEPS)[number];
const STEP_LABELS: Record<Step, string> = {
  handed: 'the last track handed to the downloads worker (page)',
  began: 'the last track began (worker)',
  received: 'the last track received (worker)',
  written: 'written to Cache Storage (worker)',
  stored: 'its answer on the page',
  install: 'offline worker install began',
  precached: 'its precache done',
  ready: 'offline worker ready',
  told: 'the screens told',
  shown: 'the toggle\'s new status committed (before its frame)',
};

/** The first and last of each step's marks between `from` and `to`, on the page's clock, from the page, the downloads worker and the offline worker. */
async function stepMarks(page: Page, from: number, to: number): Promise<{ first: Partial<Record<Step, number>>; last: Partial<Record<Step, number>> }> {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const read = (origin: number) =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('tangerine:'))
      .map((mark) => ({ step: mark.name.slice(mark.name.lastIndexOf(':') + 1), at: performance.timeOrigin + mark.startTime - origin }));
  const workers = [...page.workers().filter((worker) => worker.url().includes('transfer-worker')), ...page.context().serviceWorkers()];
  const marks = await Promise.all([page.evaluate(read, pageOrigin), ...workers.map((worker) => worker.evaluate(read, pageOrigin))]);
  const first: Partial<Record<Step, number>> = {};
  const last: Partial<Record<Step, number>> = {};
  for (const { step, at } of marks.flat()) {
    if (!(STEPS as readonly string[]).includes(step) || at < from || at > to) continue;
    last[step as Step] = Math.max(last[step as Step] ?? -Infinity, at - from);
    first[step as Step] = Math.min(first[step as Step] ?? Infinity, at - from);
  }
  return { first, last };
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
  const installFetches = await offlineWorkerFetches(page, began);
  const transfers = (await transfersOf(page)).filter((entry) => entry.startTime >= began);
  if (transfers.length < TRACKS) throw new Error(`the downloads worker's resource timing holds ${transfers.length} requests of the run, fewer than ${TRACKS}`);
  return {
    elapsed: ended - began,
    firstRequest: Math.min(...transfers.map((entry) => entry.startTime)) - began,
    received: Math.max(...transfers.map((entry) => entry.responseEnd)) - began,
    workerActive: Math.max(0, (marks['workerActive'] ?? ended) - began),
    workerRequests: workerFetches.length,
    workerBytes,
    ...installFetches,
    throughWorker: transfers.filter((entry) => entry.throughWorker).length,
    requests: shapeOf(transfers),
    ...(await stepMarks(page, began, ended).then(({ first, last }) => ({ steps: last, firstSteps: first }))),
  };
}

/** The offline worker's own requests since `from` (its install's): from the server (bytes on the wire) or the HTTP cache. */
async function offlineWorkerFetches(page: Page, from: number): Promise<{ fromServer: number; serverBytes: number; workerFetching: number }> {
  const origin = await page.evaluate(() => performance.timeOrigin);
  const entries = (
    await Promise.all(
      page.context().serviceWorkers().map((worker) =>
        worker.evaluate(
          (pageOrigin) =>
            performance.getEntriesByType('resource').map((entry) => {
              const timing = entry as PerformanceResourceTiming;
              return { start: performance.timeOrigin + timing.startTime - pageOrigin, end: performance.timeOrigin + timing.responseEnd - pageOrigin, wire: timing.transferSize };
            }),
          origin,
        ),
      ),
    )
  )
    .flat()
    .filter((entry) => entry.start >= from);
  const served = entries.filter((entry) => entry.wire > 0);
  return {
    fromServer: served.length,
    serverBytes: served.reduce((sum, entry) => sum + entry.wire, 0),
    workerFetching: entries.length === 0 ? 0 : Math.max(...entries.map((entry) => entry.end)) - Math.min(...entries.map((entry) => entry.start)),
  };
}

/**
 * Plain `fetch()` of the same files, each body read to its end: in a loop, one after another (the
 * ratio's base), or `atOnce` at a time in list order (how the network and server take parallel requests);
 * milliseconds, bytes and its requests' shape.
 */
async function plainFetch(page: Page, urls: string[], atOnce = 1): Promise<{ elapsed: number; bytes: number; requests: RequestShape }> {
  const measured = await page.evaluate(
    async ({ list, lanes }) => {
      const began = performance.now();
      let bytes = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (next < list.length) {
            const url = list[next++] as string;
            const response = await fetch(url);
            if (!response.ok) throw new Error(`${url} answered ${response.status}`);
            bytes += (await response.arrayBuffer()).byteLength;
          }
        }),
      );
      return { began, elapsed: performance.now() - began, bytes };
    },
    { list: urls, lanes: atOnce },
  );
  const origin = await page.evaluate(() => performance.timeOrigin);
  const requests = (await page.evaluate(resourceTimings, origin)).filter((entry) => entry.startTime >= measured.began);
  return { elapsed: measured.elapsed, bytes: measured.bytes, requests: shapeOf(requests) };
}

/** The p50 over runs of each part of a side's requests. */
const shapeLine = (label: string, shapes: readonly RequestShape[]) => {
  const p50 = (part: keyof RequestShape) => percentile(shapes.map((shape) => shape[part]), 50);
  return `${label}: audio made → sent ${ms(p50('toSent'))}, sent → first byte ${ms(p50('toFirstByte'))}, first → last byte ${ms(p50('body'))}; at once at most ${shapes.map((shape) => shape.mostAtOnce).join(', ')}`;
};

const stepP50 = (runs: AppRun[], step: Step, of: 'steps' | 'firstSteps' = 'steps') => {
  const values = runs.flatMap((entry) => (entry[of][step] === undefined ? [] : [entry[of][step]]));
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
  const plainShapes: RequestShape[] = [];
  const parallel: number[] = [];
  const parallelShapes: RequestShape[] = [];
  let bytes = 0;
  const sides = ['plain', 'cold', 'warm', 'parallel'] as const;
  for (let run = 0; run < RUNS; run++) {
    // Each run starts with another side, so none always goes first.
    for (const side of [...sides.slice(run % sides.length), ...sides.slice(0, run % sides.length)]) {
      const { browserContext, page } = await playlistPage(context, playlist.id, side === 'warm' ? 'warm' : 'cold');
      try {
        if (side === 'parallel') {
          const measured = await plainFetch(page, urls, PARALLEL);
          parallel.push(measured.elapsed);
          parallelShapes.push(measured.requests);
        } else if (side === 'plain') {
          const measured = await plainFetch(page, urls);
          plain.push(measured.elapsed);
          plainShapes.push(measured.requests);
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
    const worker = runs[0]
      ? `; the worker itself fetched ${runs.map((entry) => entry.workerRequests).join(', ')} files (${runs.map((entry) => (entry.workerBytes / 1e6).toFixed(2)).join(', ')} MB), of which from the server (its resource timing) ${runs.map((entry) => `${entry.fromServer} (${kb(entry.serverBytes)})`).join(', ')}; its first request to its last byte ${runs.map((entry) => ms(entry.workerFetching)).join(', ')}`
      : '';
    return [
      `${summary(`app, ${label} (toggle "Download" until "Remove download", every track in Cache Storage; the server's ${TRACKS} records, sent once the transfers are over, checked after each run):`, runs.map((entry) => entry.elapsed))}`,
      `  ${summary("of which click to the last byte received (the downloads worker's resource timing):", runs.map((entry) => entry.received))}; ${summary('from it to "Remove download":', runs.map((entry) => entry.elapsed - entry.received))}; the downloads worker's requests answered by the offline worker's fetch handler: ${runs.map((entry) => entry.throughWorker).join(', ')}`,
      `  ${summary("click to the downloads worker's first request:", runs.map((entry) => entry.firstRequest))}`,
      `  ${shapeLine("the downloads worker's requests (p50 of each run's p50)", runs.map((entry) => entry.requests))}`,
      `  click to the first track handed to the downloads worker (page) ${stepP50(runs, 'handed', 'firstSteps')}, to the first track begun (worker) ${stepP50(runs, 'began', 'firstSteps')} (p50)`,
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
      `  ${shapeLine("its requests (p50 of each run's p50)", plainShapes)}`,
      summary(`for comparison, plain fetch() of the same files ${PARALLEL} at a time (the downloads worker's number of tracks at once), bodies read:`, parallel),
      `  ${shapeLine("its requests (p50 of each run's p50)", parallelShapes)}`,
      ...modeLines('warm', 'offline worker already active (any visit after the first)'),
      ...modeLines('cold', 'first download in a browser that never installed the offline worker (it installs and must be active before "Downloaded")'),
    ],
  };
}
