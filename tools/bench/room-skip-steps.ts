import type { Page } from 'playwright-core';
import { percentile } from './bench-context.js';
import { stampsOf } from '@tangerine/harness';

/**
 * Where a skip's time goes on each member: the room service's User Timing marks (the channel's room
 * event, the room read, the sync's cue and start of the new song), the first request of a song's audio and the capture's element stamps
 * (the new source ready to play, playing), each as ms after the click, on the machine's clock.
 */
const STEPS = ['room.event', 'room.read', 'room.cue', 'audio request', 'room.start', 'canplay', 'playing'] as const;
type Step = (typeof STEPS)[number];
export type SkipSteps = Partial<Record<Step, number>>;

/** The first time of each step after `clickedAt` on one page (a new source's for canplay and playing). */
export async function skipStepsOf(page: Page, clickedAt: number, previousSrc: string | undefined): Promise<SkipSteps> {
  const marks = await page.evaluate(() => [
    ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('room.')).map((m) => ({ name: m.name, at: performance.timeOrigin + m.startTime })),
    // A request of a song's audio (a finished one: resource timing lists a response once it has ended); none when the new song played from a buffer.
    ...performance.getEntriesByType('resource').filter((r) => r.name.includes('/media/audio/')).map((r) => ({ name: 'audio request', at: performance.timeOrigin + r.startTime })),
  ]);
  const stamps = await stampsOf(page);
  const steps: SkipSteps = {};
  for (const mark of marks) if (mark.at >= clickedAt && steps[mark.name as Step] === undefined) steps[mark.name as Step] = mark.at - clickedAt;
  const canplay = stamps.canplay.find((s) => s.at >= clickedAt && s.src !== previousSrc);
  const playing = stamps.playing.find((s) => s.at >= clickedAt && s.src !== previousSrc);
  if (canplay) steps.canplay = canplay.at - clickedAt;
  if (playing) steps.playing = playing.at - clickedAt;
  return steps;
}

/** Each of `steps`' p50 over `all` (with `counted`: how many had the step, when not all of them), for a bench's line. */
export function stepP50s<S extends string>(steps: readonly S[], all: Partial<Record<S, number>>[], { counted = false } = {}): string {
  return steps
    .map((step) => {
      const values = all.map((s) => s[step]).filter((v): v is number => v !== undefined);
      const count = counted && values.length < all.length ? ` (${values.length}/${all.length})` : '';
      return `${step} ${values.length ? percentile(values, 50).toFixed(0) : '-'}${count}`;
    })
    .join(', ');
}

const p50s = (all: SkipSteps[]) => stepP50s(STEPS, all);

/** Each step's p50 over every member of every skip, and over the member that played last in each skip (what the skip's figure is), for the bench's line. */
export function skipStepsLine(skips: SkipSteps[][]): string {
  const slowest = skips.map((members) => members.reduce((a, b) => ((b.playing ?? Infinity) > (a.playing ?? Infinity) ? b : a)));
  return `every member: ${p50s(skips.flat())}; the last member of each skip: ${p50s(slowest)}`;
}
