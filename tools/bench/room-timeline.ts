import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECIDING_WINDOW_MS, isClear, matchAt, MIN_CORRELATION, RIVAL_MIN_MS, RIVAL_RATIO, WINDOW_MS, type MediaEvent, type MemberCapture, type WindowMatch } from '@tangerine/harness';
import { percentile } from './bench-context.js';

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

export function writeTimeline(host: Side, others: Side[], marks: BenchMark[], fromMs: number, toMs: number): { file: string; summary: string[]; checks: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-rooms-'));
  const file = path.join(dir, 'timeline.tsv');
  const sides = [host, ...others];
  const entries = [...marks.map((m) => ({ ...m, what: `bench: ${m.what}` })), ...sides.flatMap(happenings)].sort((a, b) => a.at - b.at);
  // The causes a window can follow: the bench's actions and the host's track changes (a natural change when no bench action came just before).
  const causes = [...marks, ...happenings(host).filter((m) => m.what.endsWith('track change') && !marks.some((b) => b.at <= m.at && m.at - b.at < 3000)).map((m) => ({ ...m, what: 'natural track change' }))].sort((a, b) => a.at - b.at);
  const columns = [...others.map((o) => `${o.name} offset (ms)`), ...others.map((o) => `${o.name} correlation, rival peak, rates read`)];
  const lines = [['t (s)', ...columns, ...sides.map((s) => `${s.name} rate`), 'events since the last window'].join('\t')];
  const tally = new Map<string, number>();
  const checks = new WindowChecks();
  for (let t = fromMs; t + WINDOW_MS <= toMs; t += 1000) {
    const matches = others.map((other) => matchAt(host.capture, other.capture, t));
    const offsets = matches.map((match) => (match && isClear(match) ? match.offsetMs : null));
    matches.forEach((match) => checks.count(match));
    const near = entries.filter((e) => e.at >= t - LOOK_BACK_MS + WINDOW_MS && e.at < t + WINDOW_MS).map((e) => `${((e.at - fromMs) / 1000).toFixed(2)} ${e.what}`);
    const described = matches.map((m) => (m ? `${m.correlation.toFixed(2)} ${m.rival.toFixed(2)} ${m.rates.map((r) => r.toFixed(3)).join('/')} ${m.decided} (alone ${m.aloneMs.toFixed(1)})` : '-'));
    lines.push([((t - fromMs) / 1000).toFixed(0), ...offsets.map((o) => (o === null ? '-' : o.toFixed(1))), ...described, ...sides.map((s) => rateAt(s.capture.mediaEvents, t + WINDOW_MS).toFixed(4)), near.join('; ')].join('\t'));
    if (offsets.some((o) => o !== null && Math.abs(o) > TAIL_MS)) {
      const cause = causeOf(t, causes);
      tally.set(cause, (tally.get(cause) ?? 0) + 1);
    }
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  const summary = [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([cause, count]) => `${count} windows over ${TAIL_MS} ms after ${cause}`);
  return { file, summary, checks: checks.line() };
}

/** What the instrument's checks did to the timeline's windows: those a longer window decided, those dropped as ambiguous, those read at a nudged rate. */
class WindowChecks {
  private correlated = 0;
  private decided = 0;
  private moved = 0;
  private movedOver = 0;
  private ambiguous = 0;
  private ambiguousOver = 0;
  private nudged = 0;
  private readonly rivals: number[] = [];

  count(match: WindowMatch | null): void {
    if (!match || match.correlation < MIN_CORRELATION) return;
    this.correlated++;
    this.rivals.push(match.rival);
    if (match.decided === 'ambiguous') {
      this.ambiguous++;
      if (Math.abs(match.aloneMs) > TAIL_MS) this.ambiguousOver++;
      return;
    }
    if (match.decided === 'deciding window') {
      this.decided++;
      if (Math.abs(match.offsetMs - match.aloneMs) > 1) this.moved++;
      if (Math.abs(match.aloneMs) > TAIL_MS && Math.abs(match.offsetMs) <= TAIL_MS) this.movedOver++;
    }
    if (match.rates.some((rate) => rate !== 1)) this.nudged++;
  }

  line(): string {
    const at = (p: number) => (this.rivals.length ? percentile(this.rivals, p).toFixed(2) : '-');
    return `of ${this.correlated} windows that correlated (both members; rival peak more than ${RIVAL_MIN_MS} ms away / best: p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}), ${this.decided} had a rival at ≥ ${RIVAL_RATIO} and were decided by the ${DECIDING_WINDOW_MS / 1000} s window (it moved ${this.moved} of them to another peak, ${this.movedOver} from over ${TAIL_MS} ms to within), ${this.ambiguous} stayed ambiguous and were dropped (${this.ambiguousOver} of them over ${TAIL_MS} ms at their own best peak); ${this.nudged} were read at a rate other than 1`;
  }
}

/** The context time each side's capture lost between chunks (the tap missed them), where (after which reload), and the host's within 5 s after a reload. */
export function captureHolesLine(host: Side, others: Side[], reloadsAt: number[]): string {
  const where = (at: number) => {
    const reload = reloadsAt.filter((r) => r <= at).at(-1);
    return reload !== undefined && at - reload < 10_000 ? `${((at - reload) / 1000).toFixed(1)} s after reload ${reloadsAt.indexOf(reload) + 1}` : 'not near a reload';
  };
  const sides = [host, ...others].map((side) => {
    const holes = side.capture.holes();
    const listed = holes.slice(0, 6).map((hole) => `${hole.lostMs.toFixed(0)} ms ${where(hole.at)}`);
    return `${side.name} ${holes.length}${listed.length ? ` (${listed.join(', ')})` : ''}`;
  });
  const afterReloads = host.capture.holes().filter((hole) => reloadsAt.some((at) => hole.at >= at && hole.at < at + 5000));
  return `capture holes (context time lost between chunks): ${sides.join(', ')}; the host's within 5 s after the member's reloads: ${afterReloads.length} (${afterReloads.reduce((sum, hole) => sum + hole.lostMs, 0).toFixed(0)} ms)`;
}

/** Whether the host's main thread stalls after a member's reload: how much longer than usual (the run's p50) a captured chunk waited for it, over the run and within 5 s after each reload. */
export function hostWaitsLine(host: Side, reloadsAt: number[]): string {
  const waits = host.capture.chunks.filter((chunk) => Number.isFinite(chunk.waitedMs));
  const waited = waits.map((chunk) => chunk.waitedMs);
  if (!waited.length) return "the host's main thread: no chunk told how long it waited";
  const usual = percentile(waited, 50);
  const beyond = (p: number) => (percentile(waited, p) - usual).toFixed(0);
  const longest = (from: number, to: number) => {
    const near = waits.filter((chunk) => chunk.at >= from && chunk.at < to).map((chunk) => chunk.waitedMs - usual);
    return near.length ? Math.max(...near).toFixed(0) : '-';
  };
  return `the host's main thread: how much longer than usual a captured chunk waited for it (usual: the run's p50, ${usual.toFixed(0)} ms from the chunk's end to what was heard then, about minus the output latency) over the run p99 ${beyond(99)} ms, max ${beyond(100)} ms; the longest within 5 s after each of the member's reloads: ${reloadsAt.map((at) => longest(at, at + 5000)).join(', ')} ms`;
}
