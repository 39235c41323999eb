import type { Page } from 'playwright-core';
import { playerBar } from './player-bar.js';
import { stepP50s } from './room-skip-steps.js';
import { stampsOf } from '@tangerine/harness';

/**
 * Where a reloaded member's time goes until it is back in sync: the new page's navigation timing
 * (document, DOMContentLoaded, load), the rooms' User Timing marks (Connect's modules asked for, rooms
 * started, the channel open, the room read, the clock estimate standing, the cue and the start; the
 * count of cues: more than one is a correction by seek), the first request of a song's audio and its
 * first bytes (as the bench's browser saw them) and the capture's element stamps (canplay, playing),
 * each as ms after the reload, on the machine's clock; `back` is the bench's figure.
 */
const STEPS = ['page', 'document', 'dcl', 'load', 'room.connect', 'room.modules', 'room.channel', 'room.read', 'room.clock', 'audio request', 'audio bytes', 'room.cue', 'canplay', 'room.start', 'playing', 'cue 2', 'back'] as const;
type Step = (typeof STEPS)[number];
export type ReloadSteps = Partial<Record<Step, number>> & { cues?: number };

/** Audio requests of a page as the browser sent them and when their first bytes came (machine clock), kept from `watchAudio`. */
export type AudioRequests = { at: number; firstByteAt: number | null }[];

/** Starts keeping the page's audio requests (a reload keeps the same Page object). */
export function watchAudio(page: Page): AudioRequests {
  const requests: AudioRequests = [];
  page.on('response', (response) => {
    if (!response.url().includes('/media/audio/')) return;
    const timing = response.request().timing();
    requests.push({ at: timing.startTime, firstByteAt: timing.responseStart >= 0 ? timing.startTime + timing.responseStart : null });
  });
  return requests;
}

/** The steps of the reload that began at `reloadAt` (machine clock), back in sync `backMs` after it. */
export async function reloadStepsOf(page: Page, reloadAt: number, backMs: number | null, audio: AudioRequests): Promise<ReloadSteps> {
  const seen = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    // No named functions in here: tsx's names for them do not exist in the page.
    return {
      page: performance.timeOrigin,
      document: nav?.responseEnd ? performance.timeOrigin + nav.responseEnd : undefined,
      dcl: nav?.domContentLoadedEventEnd ? performance.timeOrigin + nav.domContentLoadedEventEnd : undefined,
      load: nav?.loadEventEnd ? performance.timeOrigin + nav.loadEventEnd : undefined,
      marks: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('room.')).map((m) => ({ name: m.name, at: performance.timeOrigin + m.startTime })),
    };
  });
  const stamps = await stampsOf(page);
  const steps: ReloadSteps = {};
  const put = (step: Step, at: number | undefined) => {
    if (at !== undefined && at >= reloadAt && steps[step] === undefined) steps[step] = at - reloadAt;
  };
  put('page', seen.page);
  put('document', seen.document);
  put('dcl', seen.dcl);
  put('load', seen.load);
  for (const mark of seen.marks) put(mark.name as Step, mark.at);
  const cues = seen.marks.filter((m) => m.name === 'room.cue' && m.at >= reloadAt);
  steps.cues = cues.length;
  put('cue 2', cues[1]?.at);
  const request = audio.find((r) => r.at >= reloadAt);
  put('audio request', request?.at);
  put('audio bytes', request?.firstByteAt ?? undefined);
  put('canplay', stamps.canplay[0]?.at);
  put('playing', stamps.playing[0]?.at);
  if (backMs !== null) steps.back = backMs;
  return steps;
}

/** Each step's p50 over the reloads (with how many reloads had it when not all), for the bench's line. */
export function reloadStepsLine(reloads: ReloadSteps[]): string {
  const cues = reloads.map((s) => s.cues ?? 0);
  return `${stepP50s(STEPS, reloads, { counted: true })}; cues per reload ${cues.join('/')}`;
}

/** Where the page's player bar has its song: seconds played and its length (the "Seek" slider's values). */
async function songPlace(page: Page): Promise<{ at: number; length: number } | null> {
  const seek = playerBar(page).getByRole('slider', { name: 'Seek' });
  const [now, max] = await Promise.all([seek.getAttribute('aria-valuenow'), seek.getAttribute('aria-valuemax')]);
  const at = Number(now);
  const length = Number(max);
  return Number.isFinite(at) && length > 0 ? { at, length } : null;
}

/** A reload placed past its song's middle must still have this long of the song left: it rejoins that song and is measured in it. */
const SECOND_HALF_ROOM_S = 10;

/**
 * Waits (at most `limitMs`) until the host plays past the middle of its song with at least 10 s of it
 * left, so that a reload then rejoins with a seek past the song’s middle; answers whether it got there.
 */
export async function waitForSecondHalf(host: Page, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const place = await songPlace(host);
    if (place && place.at > place.length / 2 + 1 && place.length - place.at >= SECOND_HALF_ROOM_S) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Whether the host is in the second half of its song now (for the line: which reloads rejoined past the middle). */
export async function inSecondHalf(host: Page): Promise<boolean> {
  const place = await songPlace(host);
  return place !== null && place.at > place.length / 2;
}
