import type { Page } from 'playwright-core';

/**
 * What a bench page's code reads of its AudioContext's output latency (`outputLatency`, `baseLatency`,
 * `getOutputTimestamp`'s gap to `currentTime`), each value change stamped on the machine's clock with the
 * context's state: a room plans a reload's start and judges its readings with what it reads, so a
 * value that changes between the two puts the rejoin off by the change. An init script.
 */
export const LATENCY_READS_SCRIPT = `(() => {
  const reads = [];
  Object.defineProperty(window, '__benchLatencyReads', { value: reads });
  const Context = window.AudioContext;
  if (!Context) return;
  const last = {};
  const note = (what, value, context) => {
    const shown = Math.round(value * 1e3);
    if (last[what] === shown) return;
    last[what] = shown;
    reads.push({ at: performance.timeOrigin + performance.now(), what, ms: shown, state: context.state });
  };
  for (const name of ['outputLatency', 'baseLatency']) {
    const property = Object.getOwnPropertyDescriptor(Context.prototype, name) || Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, name);
    if (!property || !property.get) continue;
    const read = property.get;
    Object.defineProperty(Context.prototype, name, { configurable: true, get() { const value = read.call(this); note(name, value, this); return value; } });
  }
  const stamp = Context.prototype.getOutputTimestamp;
  if (stamp) Context.prototype.getOutputTimestamp = function () {
    const value = stamp.call(this);
    if (typeof value.contextTime === 'number') note('timestampGap', this.currentTime - value.contextTime, this);
    return value;
  };
})();`;

interface LatencyRead {
  at: number;
  what: string;
  ms: number;
  state: string;
}

/** The latency values the page read from `fromMs` to `toMs` (machine clock), as "+ms what value (state)". */
export async function latencyReadsLine(page: Page, fromMs: number, toMs: number): Promise<string> {
  const reads = await page.evaluate(() => ((window as unknown as { __benchLatencyReads?: LatencyRead[] }).__benchLatencyReads ?? []).slice()).catch(() => [] as LatencyRead[]);
  const within = reads.filter((r) => r.at >= fromMs && r.at <= toMs);
  return within.map((r) => `+${Math.round(r.at - fromMs)} ${r.what} ${r.ms} ms (${r.state})`).join(', ') || 'none';
}
