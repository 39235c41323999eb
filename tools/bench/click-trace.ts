/**
 * Where the time from a click to `playing` goes, run by run (a diagnostic beside click-to-playing.ts,
 * not part of `npm run bench`): `npx tsx --conditions=@tangerine/source tools/bench/click-trace.ts [runs]`.
 * Builds nothing: run it after `npm run bench` or `npm start`'s build. Each run prints, on the page's
 * clock from the click: when the app called play(), the audio request's start / first byte / end
 * (resource timing), `loadstart`, `playing`, the long tasks in between, and any other request or
 * script the page started after the click.
 */
import { ensureChromium, launchChromium, startServer } from '@tangerine/harness';
import { activatedStorageState, activateThroughApi, firstSongStreamUrl, percentile, type BenchContext } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

const RUNS = Number(process.argv[2] ?? 20);

const TRACE_SCRIPT = `(() => {
  const trace = { click: null, clickRan: null, play: null, loadstart: null, playing: null, longTasks: [] };
  Object.defineProperty(window, '__clickTrace', { value: trace });
  addEventListener('click', (event) => {
    if (trace.click !== null) return;
    trace.click = event.timeStamp;
    trace.clickRan = performance.now();
    // Main-thread gaps after the click: a ping chain of tasks; a gap over 8 ms is busy time.
    const channel = new MessageChannel();
    let last = performance.now();
    channel.port1.onmessage = () => {
      const now = performance.now();
      if (now - last > 8) trace.longTasks.push([last, now - last]);
      last = now;
      if (trace.playing === null || now < trace.playing + 20) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }, true);
  try {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) trace.longTasks.push([entry.startTime, entry.duration]); }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // Each input event of the click: [type, timeStamp, when window's capture listener ran, when its bubble listener ran].
  trace.inputs = [];
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    addEventListener(type, (event) => { if (trace.playing === null && trace.inputs.length < 20) trace.inputs.push([type, event.timeStamp, performance.now(), null]); }, true);
    addEventListener(type, () => { const last = trace.inputs.findLast((input) => input[0] === type); if (last && last[3] === null) last[3] = performance.now(); });
  }
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (trace.play === null) trace.play = performance.now();
    if (!this.__traced) {
      this.__traced = true;
      this.addEventListener('loadstart', (event) => { if (trace.loadstart === null) trace.loadstart = event.timeStamp; });
      this.addEventListener('playing', (event) => { if (trace.playing === null) trace.playing = event.timeStamp; });
    }
    return play.apply(this, args);
  };
})();`;

interface Trace {
  click: number;
  clickRan: number;
  play: number | null;
  loadstart: number | null;
  playing: number;
  longTasks: Array<[number, number]>;
  inputs: Array<[string, number, number, number | null]>;
  resources: Array<{ name: string; type: string; start: number; requestStart: number; responseStart: number; end: number }>;
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time by function over every profiled run, in ms. */
const selfTime = new Map<string, number>();
let profiledRuns = 0;

function addProfile(profile: CpuProfile): void {
  profiledRuns += 1;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');
    const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
}

function printProfile(): void {
  if (!profiledRuns) return;
  const rows = [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 30);
  process.stdout.write(`CPU self time from click to playing, mean per app run over ${profiledRuns} runs:\n`);
  for (const [key, ms] of rows) process.stdout.write(`${(ms / profiledRuns).toFixed(1).padStart(7)} ms  ${key}\n`);
}

const round = (value: number | null | undefined) => (value === null || value === undefined ? '   -  ' : value.toFixed(1).padStart(6));

async function main(): Promise<void> {
  ensureChromium();
  const server = await startServer();
  const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  try {
    const code = await server.issueCode(['--days', '30', '--devices', '20']);
    const storageState = await activatedStorageState(browser, server.baseUrl, code);
    const context = { server, browser, code, apiHeaders: await activateThroughApi(server.baseUrl, code), storageState } as BenchContext;
    const song = await firstSongStreamUrl(context);
    const audioPath = new URL(song.url).pathname;

    const barePath = '/__bench/bare-audio';
    const bareHtml = `<!doctype html><meta charset="utf-8"><title>bare audio</title><button id="play">Play</button>
<script>document.getElementById('play').addEventListener('click', () => { const audio = new Audio(${JSON.stringify(song.url)}); document.body.append(audio); audio.play(); });</script>`;
    const totals: Record<'app' | 'bare', number[]> = { app: [], bare: [] };
    const traceRun = async (kind: 'app' | 'bare', run: number) => {
      const browserContext = await browser.newContext(kind === 'app' ? { storageState } : {});
      await browserContext.addInitScript(TRACE_SCRIPT);
      if (kind === 'bare') await browserContext.route(`${server.baseUrl}${barePath}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: bareHtml }));
      const page = await browserContext.newPage();
      try {
        await gotoSettled(page, `${server.baseUrl}${kind === 'app' ? `/track/${encodeURIComponent(song.id)}` : barePath}`);
        const button = kind === 'app' ? page.getByRole('main').getByRole('button', { name: /^Play / }).first() : page.locator('#play');
        await button.waitFor({ state: 'visible', timeout: 15_000 });
        // CLICK_TRACE_STYLE=css: extra CSS in the page before the click (to try what a style costs).
        if (process.env['CLICK_TRACE_STYLE'] && kind === 'app') await page.addStyleTag({ content: process.env['CLICK_TRACE_STYLE'] });
        // CLICK_TRACE_HOVER_FIRST=ms: move the mouse onto the button that long before the click (what hovering costs).
        if (process.env['CLICK_TRACE_HOVER_FIRST']) {
          await button.hover();
          await page.waitForTimeout(Number(process.env['CLICK_TRACE_HOVER_FIRST']));
        }
        // CLICK_TRACE_PROFILE=1: a CPU profile of the app from the click to `playing`, summed over the runs.
        const cdp = process.env['CLICK_TRACE_PROFILE'] && kind === 'app' ? await browserContext.newCDPSession(page) : null;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        await button.click();
        await page.waitForFunction(() => (window as unknown as { __clickTrace: { playing: number | null } }).__clickTrace.playing !== null, undefined, { timeout: 20_000 });
        if (cdp) addProfile((await cdp.send('Profiler.stop')).profile);
        await page.waitForTimeout(50);
      } catch (error) {
        process.stdout.write(`${kind} run ${run + 1} failed on ${page.url()}: ${String(error).split('\n')[0]}\n${(await page.locator('body').innerText().catch(() => '')).slice(0, 300)}\n`);
        await browserContext.close();
        return;
      }
      const trace = (await page.evaluate(() => {
        const base = (window as unknown as { __clickTrace: Omit<Trace, 'resources'> }).__clickTrace;
        const resources = performance.getEntriesByType('resource').map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return { name: new URL(timing.name).pathname, type: timing.initiatorType, start: timing.startTime, requestStart: timing.requestStart, responseStart: timing.responseStart, end: timing.responseEnd };
        });
        return { ...base, resources };
      })) as Trace;
      await browserContext.close();
      const at = (value: number | null) => (value === null ? null : value - trace.click);
      const audio = trace.resources.find((resource) => resource.name === audioPath && resource.start >= trace.click - 1);
      const after = trace.resources.filter((resource) => resource.start >= trace.click - 1 && resource !== audio);
      const longTasks = trace.longTasks.filter(([start, duration]) => start + duration >= trace.click - 50 && start <= trace.playing);
      const total = trace.playing - trace.click;
      totals[kind].push(total);
      process.stdout.write(
        `${kind} ${String(run + 1).padStart(2)}: total ${round(total)} | handler ${round(at(trace.clickRan))} play() ${round(at(trace.play))} | audio start ${round(at(audio?.start ?? null))} req ${round(at(audio?.requestStart ?? null))} 1st byte ${round(at(audio?.responseStart ?? null))} end ${round(at(audio?.end ?? null))} | loadstart ${round(at(trace.loadstart))}` +
          ` | inputs ${trace.inputs.map(([type, stamp, captured, bubbled]) => `${type.replace('pointer', 'p').replace('mouse', 'm')} ${(stamp - trace.click).toFixed(0)}/${(captured - trace.click).toFixed(1)}-${bubbled === null ? '?' : (bubbled - trace.click).toFixed(1)}`).join(', ')}` +
          ` | long tasks ${longTasks.map(([start, duration]) => `${(start - trace.click).toFixed(0)}+${duration.toFixed(0)}`).join(' ') || '-'}` +
          ` | other requests ${after.map((resource) => `${resource.type}:${resource.name.replace(/^\/assets\//, '').replace(/^\/api\/v1\/devices\/[^/]+/, '/devices/…')}@${(resource.start - trace.click).toFixed(0)}`).join(' ') || '-'}\n`,
      );
    };
    for (let run = 0; run < RUNS; run++) {
      await traceRun('app', run);
      await traceRun('bare', run);
    }
    printProfile();
    for (const kind of ['app', 'bare'] as const) process.stdout.write(`${kind}: p50 ${percentile(totals[kind], 50).toFixed(1)} ms, p95 ${percentile(totals[kind], 95).toFixed(1)} ms over ${totals[kind].length} runs\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
