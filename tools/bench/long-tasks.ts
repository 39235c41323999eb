import type { Page } from 'playwright-core';

/**
 * The main thread's long tasks of a bench page, stamped on the machine's clock (the page's
 * `performance.timeOrigin` plus each entry's start; the skewed member's page clock is shifted, so its
 * stamps are too): `longtask` entries (50 ms and over, with the frame they are attributed to) and,
 * where Chromium has them, `long-animation-frame` entries (a frame that took over 50 ms, with the
 * scripts that ran in it: their source, function and what invoked them). Added to every page of the
 * rooms bench as an init script, so a reloaded page keeps observing from its first task.
 */
export const LONG_TASKS_SCRIPT = `(() => {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  const at = (entry) => performance.timeOrigin + entry.startTime;
  const observe = (type, take) => {
    try {
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(take(entry)); }).observe({ type, buffered: true });
    } catch (error) { /* this browser has no such entry type */ }
  };
  observe('longtask', (entry) => ({ type: 'longtask', at: at(entry), ms: entry.duration, by: (entry.attribution || []).map((a) => [a.containerType, a.containerName || a.containerSrc, a.name].filter(Boolean).join(' ')).join(', ') }));
  observe('long-animation-frame', (entry) => ({
    type: 'loaf',
    at: at(entry),
    ms: entry.duration,
    blocking: entry.blockingDuration,
    by: (entry.scripts || []).filter((s) => s.duration >= 5).sort((a, b) => b.duration - a.duration).slice(0, 4)
      .map((s) => Math.round(s.duration) + ' ms ' + s.invokerType + ' ' + (s.invoker || '') + ' ' + (s.sourceFunctionName || '') + '@' + (s.sourceURL || '').replace(/^.*\\//, '') + ':' + s.sourceCharPosition + (s.forcedStyleAndLayoutDuration > 5 ? ' (layout ' + Math.round(s.forcedStyleAndLayoutDuration) + ' ms)' : ''))
      .join('; '),
  }));
})();`;

export interface LongTask {
  type: 'longtask' | 'loaf';
  at: number;
  ms: number;
  blocking?: number;
  by: string;
}

/** The page's long tasks so far (an empty list from a page without the script). */
export const longTasksOf = (page: Page): Promise<LongTask[]> =>
  page.evaluate(() => ((window as unknown as { __benchLongTasks?: LongTask[] }).__benchLongTasks ?? []).slice()).catch(() => []);

/**
 * One line of the long tasks from `fromMs` to `toMs` (machine clock) on each named page: their count and
 * total, and each task as "+start ms: duration (attribution)" after `fromMs`; long animation frames
 * with their longest scripts.
 */
export async function longTasksLine(pages: { name: string; page: Page }[], fromMs: number, toMs: number): Promise<string> {
  const parts = await Promise.all(
    pages.map(async ({ name, page }) => {
      const tasks = (await longTasksOf(page)).filter((t) => t.at >= fromMs && t.at <= toMs).sort((a, b) => a.at - b.at);
      const long = tasks.filter((t) => t.type === 'longtask');
      const frames = tasks.filter((t) => t.type === 'loaf');
      const each = (t: LongTask) => `+${Math.round(t.at - fromMs)}: ${Math.round(t.ms)}${t.blocking !== undefined ? `/${Math.round(t.blocking)} blocking` : ''}${t.by ? ` (${t.by})` : ''}`;
      const total = (list: LongTask[]) => Math.round(list.reduce((sum, t) => sum + t.ms, 0));
      return `${name}: ${long.length} long tasks, ${total(long)} ms [${long.map(each).join(', ')}]; ${frames.length} long frames, ${total(frames)} ms [${frames.map(each).join(' | ')}]`;
    }),
  );
  return parts.join(' — ');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * Starts a CPU profile of `page` (Chromium's Profiler over CDP); the answer stops it and gives the
 * functions with the most self time: what the page's main thread did meanwhile.
 */
export async function profileOf(page: Page): Promise<() => Promise<string>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 500 });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number } };
    await session.detach().catch(() => undefined);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      const key = frame ? `${frame.functionName || '(anonymous)'}@${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}` : '?';
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    const total = (profile.endTime - profile.startTime) / 1000;
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
    return `${Math.round(total)} ms profiled: ${top.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')}`;
  };
}
