import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offsetAt, WINDOW_MS, type MediaEvent, type MemberCapture } from '@tangerine/harness';

/**
 * The sync bench's timeline: one line per window (one a second) with each member's signed offset to
 * the host and what happened around it (the bench's own actions, each member's track changes, pauses,
 * the sync's seeks and its playback rate), written to a file under the temp folder (not committed),
 * and a summary of which event the windows over 25 ms follow. It tells where an offset tail comes from.
 */
export interface BenchMark {
  at: number;
  what: string;
}

interface Side {
  name: string;
  capture: MemberCapture;
}

const LOOK_BACK_MS = 1500;
const AFTER_EVENT_MS = 10_000;
const TAIL_MS = 25;

/** A member's media events as timeline entries: track changes (a `playing` of another source), pauses and seeks. */
function happenings(side: Side): BenchMark[] {
  const out: BenchMark[] = [];
  let src = '';
  for (const event of [...side.capture.mediaEvents].sort((a, b) => a.at - b.at)) {
    if (event.kind === 'playing' && event.src !== src) {
      if (src) out.push({ at: event.at, what: `${side.name} track change` });
      src = event.src;
    } else if (event.kind === 'pause') out.push({ at: event.at, what: `${side.name} paused` });
    else if (event.kind === 'seek') out.push({ at: event.at, what: `${side.name} seek to ${(event.toMs / 1000).toFixed(2)} s` });
  }
  return out;
}

const rateAt = (events: MediaEvent[], t: number) => {
  let rate = 1;
  for (const event of events) if (event.kind === 'rate' && event.at <= t) rate = event.rate;
  return rate;
};

/** What a window over the tail follows: the last bench action or track change before its end (sync seeks are the answer, not the cause). */
function causeOf(t: number, causes: BenchMark[]): string {
  const before = causes.filter((mark) => mark.at <= t + WINDOW_MS).at(-1);
  if (!before || t - before.at > AFTER_EVENT_MS) return 'no bench action or track change in the 10 s before';
  const kind = before.what.replace(/^(host|member|skewed member) /, '').replace(/ to [\d.]+ s$/, '');
  return `${kind} (${(t - before.at) / 1000 < 5 ? '0–5' : '5–10'} s after)`;
}

export function writeTimeline(host: Side, others: Side[], marks: BenchMark[], fromMs: number, toMs: number): { file: string; summary: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-rooms-'));
  const file = path.join(dir, 'timeline.tsv');
  const sides = [host, ...others];
  const entries = [...marks.map((m) => ({ ...m, what: `bench: ${m.what}` })), ...sides.flatMap(happenings)].sort((a, b) => a.at - b.at);
  // The causes a window can follow: the bench's actions and the host's track changes (a natural change when no bench action came just before).
  const causes = [...marks, ...happenings(host).filter((m) => m.what.endsWith('track change') && !marks.some((b) => b.at <= m.at && m.at - b.at < 3000)).map((m) => ({ ...m, what: 'natural track change' }))].sort((a, b) => a.at - b.at);
  const lines = [['t (s)', ...others.map((o) => `${o.name} offset (ms)`), ...sides.map((s) => `${s.name} rate`), 'events since the last window'].join('\t')];
  const tally = new Map<string, number>();
  for (let t = fromMs; t + WINDOW_MS <= toMs; t += 1000) {
    const offsets = others.map((other) => offsetAt(host.capture, other.capture, t)?.offsetMs ?? null);
    const near = entries.filter((e) => e.at >= t - LOOK_BACK_MS + WINDOW_MS && e.at < t + WINDOW_MS).map((e) => `${((e.at - fromMs) / 1000).toFixed(2)} ${e.what}`);
    lines.push([((t - fromMs) / 1000).toFixed(0), ...offsets.map((o) => (o === null ? '-' : o.toFixed(1))), ...sides.map((s) => rateAt(s.capture.mediaEvents, t + WINDOW_MS).toFixed(4)), near.join('; ')].join('\t'));
    if (offsets.some((o) => o !== null && Math.abs(o) > TAIL_MS)) {
      const cause = causeOf(t, causes);
      tally.set(cause, (tally.get(cause) ?? 0) + 1);
    }
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  const summary = [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([cause, count]) => `${count} windows over ${TAIL_MS} ms after ${cause}`);
  return { file, summary };
}
