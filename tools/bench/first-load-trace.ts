/**
 * `npx tsx --conditions=@tangerine/source tools/bench/first-load-trace.ts [path]`: the first load of a
 * route (default `/`) for an activated listener under 4× CPU throttling (as Lighthouse's phone), with
 * the main thread's long tasks and, for each, the functions that took its time (CPU profile samples).
 * A look at what to move or split, not a bench figure: it prints and writes nothing else.
 * Needs the built server and web app (`npx nx run-many -t build -p @tangerine/server @tangerine/web`).
 */
import { launchChromium, startServer } from '@tangerine/harness';
import { activatedStorageState } from './bench-context.js';

const route = process.argv[2] ?? '/';
const THROTTLE = 4;
const LONG_TASK_MS = 50;

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: Record<string, unknown> }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }

/** An LCP candidate's element as the trace names it: its kind, painted area and image (the LCP to shrink). */
function lcpCandidate(mark: TraceEvent): string {
  const data = (mark.args as { data?: { type?: string; size?: number; nodeName?: string; imageUrl?: string; url?: string } } | undefined)?.data;
  if (!mark.name.includes('::Candidate') || !data) return '';
  const url = data.imageUrl ?? data.url;
  return ` (${data.type ?? '?'}${data.nodeName ? ` ${data.nodeName}` : ''}, ${data.size ?? '?'} px²${url ? `, ${url.replace(/^https?:\/\/[^/]+/, '')}` : ''})`;
}

/** The timeline events directly inside a task, summed by name, longest first. */
function browserWork(events: TraceEvent[], task: TraceEvent): Array<[string, number]> {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((event) => event.ph === 'X' && event !== task && event.pid === task.pid && event.tid === task.tid && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
  // Only the outermost: an event inside another of the task is already counted in it.
  const outer = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) && (other.dur ?? 0) > (event.dur ?? 0)));
  const byName = new Map<string, number>();
  for (const event of outer) byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...byName].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const code = await server.issueCode(['--days', '30', '--devices', '20']);
    const storageState = await activatedStorageState(browser, server.baseUrl, code);
    const context = await browser.newContext({ storageState, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(8_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] } };
    await cdp.send('Tracing.end');
    await traced;

    // The page's main thread: the one that ran the navigation's document (its navigationStart mark).
    const navigation = events.find((event) => event.name === 'navigationStart' && (event.args as { data?: { documentLoaderURL?: string } })?.data?.documentLoaderURL?.startsWith(server.baseUrl));
    if (!navigation) throw new Error('the trace has no navigationStart of the page');
    const rendererPid = navigation.pid;
    const t0 = navigation.ts;
    const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === rendererPid && event.tid === navigation.tid && (event.dur ?? 0) / 1000 >= LONG_TASK_MS);
    const marks = events.filter((event) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'LargestImagePaint::Candidate', 'loadEventStart'].includes(event.name) && event.pid === rendererPid);

    // Sample time per node, and the nodes' parents, to name each sample's own function and its caller chain.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const sampleTimes: number[] = [];
    let clock = profile.startTime;
    for (const delta of profile.timeDeltas) sampleTimes.push((clock += delta));
    const frame = (id: number) => {
      const node = byId.get(id);
      if (!node) return '?';
      const file = node.callFrame.url.split('/').pop() ?? '';
      return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    };
    const chain = (id: number, depth: number) => {
      const names: string[] = [];
      for (let current: number | undefined = id; current !== undefined && names.length < depth; current = parent.get(current)) {
        const node = byId.get(current);
        if (node && node.callFrame.url) names.push(frame(current));
      }
      return names.join(' < ');
    };

    console.log(`${route} under ${THROTTLE}× CPU throttling; times from navigation start (ms)`);
    for (const mark of marks) console.log(`  ${mark.name} at ${((mark.ts - t0) / 1000).toFixed(0)}${lcpCandidate(mark)}`);
    console.log(`${tasks.length} tasks ≥ ${LONG_TASK_MS} ms, total blocking ${tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - LONG_TASK_MS, 0).toFixed(0)} ms:`);
    for (const task of tasks) {
      const start = task.ts;
      const end = task.ts + (task.dur ?? 0);
      const self = new Map<string, number>();
      const stacks = new Map<string, number>();
      profile.samples.forEach((id, index) => {
        const at = sampleTimes[index] ?? 0;
        if (at < start || at > end) return;
        const spent = (profile.timeDeltas[index + 1] ?? 0) / 1000;
        self.set(frame(id), (self.get(frame(id)) ?? 0) + spent);
        const stack = chain(id, 6);
        stacks.set(stack, (stacks.get(stack) ?? 0) + spent);
      });
      console.log(`- ${((start - t0) / 1000).toFixed(0)}: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
      for (const [name, spent] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    self ${spent.toFixed(0).padStart(4)} ms ${name}`);
      for (const [stack, spent] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`    in   ${spent.toFixed(0).padStart(4)} ms ${stack}`);
      // The browser's own work in the task (no script to name): parsing, styles, layout, paint, decoding.
      for (const [name, spent] of browserWork(events, task).slice(0, 5)) console.log(`    does ${spent.toFixed(0).padStart(4)} ms ${name}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
