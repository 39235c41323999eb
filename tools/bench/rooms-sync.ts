import type { BrowserContext, Page } from 'playwright-core';
import { activatedStorageState, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';
import { playerBar } from './player-bar.js';
import { captureHolesLine, hostWaitsLine, writeTimeline, type BenchMark } from './room-timeline.js';
import { skipStepsLine, skipStepsOf, type SkipSteps } from './room-skip-steps.js';
import { inSecondHalf, reloadStepsLine, reloadStepsOf, waitForSecondHalf, watchAudio, type ReloadSteps } from './room-reload-steps.js';
import { LONG_TASKS_SCRIPT, longTasksLine, profileOf } from './long-tasks.js';
import { LATENCY_READS_SCRIPT, latencyReadsLine } from './latency-reads.js';
import { MemberCapture, offsetAt, offsetsBetween, ROOM_CAPTURE_SCRIPT, shiftedClockScript, stampsOf, TAP_CONTEXT_OPTIONS, WINDOW_MS, type Stamps } from '@tangerine/harness';

/**
 * A room of three browser contexts on loopback, each a device of the bench's code activated through
 * the screen: the host plays Home's playlist "Tangerine Essentials", a member and a "skewed" member
 * join with "Play in sync". The skewed member's page clock runs 3 s ahead (performance.now and
 * Date.now) and each of its clock exchanges (POST /api/v1/connect/clock) waits a random 0–100 ms
 * before it leaves the page.
 * Every context's rendered output is captured and stamped on the machine's clock (room-capture.ts in @tangerine/harness);
 * the offset between two members is the lag that best correlates their outputs, per 0.5 s window.
 * - Playback: PLAY_SECONDS of the room playing, with a seek, a skip and a pause on the way (the
 *   songs also change on their own): offsets of every window from 5 s after each member joined.
 * - Reload: the member reloads its page; the time from the reload until a window's offset is ≤ 25 ms.
 *   Printed per reload as it goes: the member's media events and output latency reads, and the long
 *   tasks of every page (long-tasks.ts) from the reload to +5 s; BENCH_ROOM_PROFILE=1 adds a CPU
 *   profile of the host over the first.
 * - Commands: Pause and a skip (Next, then Previous in the next round, so the rounds never run off
 *   the queue's end) pressed in turn on each member's player bar; the time from the click until every
 *   member's audio element has paused (Pause) or is playing another song (the skip).
 * - Timeline: each window's signed offsets with what happened around it (the bench's actions, every
 *   member's track changes, pauses, the sync's seeks and rates) go to a file under the temp folder
 *   (its path is printed), and the windows over 25 ms are counted by the event they follow.
 * Nothing is asserted: the figures and the targets are printed.
 */
const PLAY_SECONDS = Number(process.env['BENCH_ROOM_PLAY_SECONDS'] ?? 120);
const RELOADS = Number(process.env['BENCH_ROOM_RELOADS'] ?? 5);
const COMMAND_ROUNDS = Number(process.env['BENCH_ROOM_COMMANDS'] ?? 5);
const SETTLE_MS = 5000;
const CLOCK_SHIFT_MS = 3000;
/** How long after a reload the long tasks of the host and the member are printed. */
const LONG_TASKS_AFTER_MS = 5000;
/** BENCH_ROOM_PROFILE=1: a CPU profile of the host over the first reload's first 5 s. */
const PROFILE_RELOAD = process.env['BENCH_ROOM_PROFILE'] === '1';

const barButton = (page: Page, name: string) => playerBar(page).getByRole('button', { name, exact: true });
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
let benchStart = Date.now();
/** Progress as it goes (a run cut short still shows which phase took the time). */
const phase = (what: string) => process.stdout.write(`  … ${what} (${((Date.now() - benchStart) / 1000).toFixed(0)} s)\n`);
/** The machine's clock as the host page reads it (its clock is not shifted). */
const machineNow = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

interface Member {
  name: string;
  context: BrowserContext;
  page: Page;
  capture: MemberCapture;
  joinedAt: number;
}

async function member(bench: BenchContext, name: string, skewed: boolean): Promise<Member> {
  const storageState = await activatedStorageState(bench.browser, bench.server.baseUrl, bench.code);
  // The capture's tap loads its worklet from a Blob URL, which the app's Content-Security-Policy refuses.
  const context = await bench.browser.newContext({ storageState, ...TAP_CONTEXT_OPTIONS });
  await context.addInitScript(ROOM_CAPTURE_SCRIPT);
  await context.addInitScript(LONG_TASKS_SCRIPT);
  await context.addInitScript(LATENCY_READS_SCRIPT);
  if (skewed) {
    await context.addInitScript(shiftedClockScript(CLOCK_SHIFT_MS));
    await context.route('**/api/v1/connect/clock', async (route) => {
      await sleep(Math.random() * 100);
      await route.continue();
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await gotoSettled(page, `${bench.server.baseUrl}/`);
  return { name, context, page, capture: new MemberCapture(page), joinedAt: 0 };
}

/** "Play in sync" on the host's row of "Devices": this page joins the host's room. */
async function playInSync(joining: Member, host: Member): Promise<void> {
  await barButton(joining.page, 'Devices').click();
  const dialog = joining.page.getByRole('dialog', { name: 'Devices' });
  // The first row with the button: the host's, or a member of its room (either joins that room).
  await dialog.getByRole('button', { name: 'Play in sync' }).first().click();
  await barButton(joining.page, 'Room').waitFor();
  await joining.page.keyboard.press('Escape');
  joining.joinedAt = await machineNow(host.page);
}

const pullAll = (members: Member[]) => Promise.all(members.map((m) => m.capture.pull()));
/** The bench's own actions on the machine's clock, for the timeline. */
const marks: BenchMark[] = [];
const mark = async (host: Member, what: string) => marks.push({ at: await machineNow(host.page), what });

/** Plays for `seconds`, pulling the captures every 5 s, with a seek, a skip and a pause at set points. */
async function playback(members: Member[], seconds: number): Promise<string[]> {
  const [host, other] = members as [Member, Member];
  const done: string[] = [];
  const events: [number, string, () => Promise<void>][] = [
    [0.2, 'seek to 60 % (host)', async () => {
      const seek = playerBar(host.page).getByRole('slider', { name: 'Seek' });
      const box = await seek.boundingBox();
      if (box) await seek.click({ position: { x: box.width * 0.6, y: box.height / 2 } });
    }],
    [0.4, 'Next (member)', () => barButton(other.page, 'Next').click()],
    [0.6, 'Pause (host)', () => barButton(host.page, 'Pause').click()],
    [0.63, 'Play (member)', () => barButton(other.page, 'Play').click()],
  ];
  const began = Date.now();
  while (Date.now() - began < seconds * 1000) {
    const due = events.find(([at, what]) => !done.includes(what) && Date.now() - began >= at * seconds * 1000);
    if (due) {
      await mark(host, due[1]);
      await due[2]();
      done.push(due[1]);
    }
    await sleep(5000);
    await pullAll(members);
  }
  return done;
}

/** Reloads the member's page; answers when (machine clock) and the ms from the reload until a window of its output is within 25 ms of the host's. */
async function reloadBackInSync(host: Member, reloaded: Member): Promise<{ at: number; took: number | null; firstWindow: { atMs: number; offsetMs: number } | null }> {
  await reloaded.capture.pull();
  const at = await machineNow(host.page);
  marks.push({ at, what: `${reloaded.name} reload` });
  await reloaded.page.reload({ waitUntil: 'commit' });
  let t = at;
  let firstWindow: { atMs: number; offsetMs: number } | null = null;
  // Bounded by the machine's clock: the windows read stop 1 s short of now, so `t` alone never reaches the limit.
  for (;;) {
    await sleep(500);
    await Promise.all([host.capture.pull(), reloaded.capture.pull().catch(() => undefined)]);
    const now = await machineNow(host.page);
    const until = Math.min(at + 20_000, now) - 1000;
    for (; t + WINDOW_MS <= until; t += 100) {
      const found = offsetAt(host.capture, reloaded.capture, t);
      if (found && !firstWindow) firstWindow = { atMs: t + WINDOW_MS - at, offsetMs: found.offsetMs };
      if (found && Math.abs(found.offsetMs) <= 25) return { at, took: t + WINDOW_MS - at, firstWindow };
    }
    if (now >= at + 21_000) return { at, took: null, firstWindow };
  }
}

/** The member's offsets 5–12 s after the reload at `at` (once settled), waiting for them, for the line. */
async function offsetAfterReload(host: Member, reloaded: Member, at: number, secondHalf: boolean): Promise<string> {
  const now = await machineNow(host.page);
  await sleep(Math.max(0, at + 13_000 - now));
  await Promise.all([host.capture.pull(), reloaded.capture.pull()]);
  const signed: number[] = [];
  for (let t = at + SETTLE_MS; t + WINDOW_MS <= at + 12_000; t += 1000) {
    const found = offsetAt(host.capture, reloaded.capture, t);
    if (found) signed.push(found.offsetMs);
  }
  return `${secondHalf ? 'second' : 'first'} half: signed p50 ${signed.length ? ms(percentile(signed, 50)) : '-'}, ${summary(signed.map(Math.abs))}`;
}

/** Clicks `button` on `clicker`; answers the ms until every member shows its effect. */
async function commandToAll(members: Member[], clicker: Member, button: 'Pause' | 'Next' | 'Previous', steps?: SkipSteps[][]): Promise<number> {
  const before = await Promise.all(members.map((m) => stampsOf(m.page)));
  const clicksBefore = (await stampsOf(clicker.page)).clicks.length;
  await barButton(clicker.page, button).click();
  const effectAfter = (stamps: Stamps, was: Stamps, clickedAt: number): number | null => {
    if (button === 'Pause') return stamps.pauses.slice(was.pauses.length).find((at) => at >= clickedAt) ?? null;
    const playingSrc = was.playing.at(-1)?.src;
    return stamps.playing.slice(was.playing.length).find((stamp) => stamp.at >= clickedAt && stamp.src !== playingSrc)?.at ?? null;
  };
  for (let waited = 0; waited <= 15_000; waited += 100) {
    const now = await Promise.all(members.map((m) => stampsOf(m.page)));
    const clickedAt = now[members.indexOf(clicker)]?.clicks[clicksBefore];
    if (clickedAt !== undefined) {
      const effects = now.map((stamps, i) => effectAfter(stamps, before[i] as Stamps, clickedAt));
      if (effects.every((at) => at !== null)) {
        if (steps) steps.push(await Promise.all(members.map((m, i) => skipStepsOf(m.page, clickedAt, before[i]?.playing.at(-1)?.src))));
        return Math.max(...(effects as number[])) - clickedAt;
      }
    }
    await sleep(100);
  }
  throw new Error(`${button} on ${clicker.name} did not reach every member within 15 s`);
}

/** When `side` first played another source after `fromMs`: the end of the song it joined with a seek. */
function firstSongChange(side: Member, fromMs: number): number | null {
  const playing = side.capture.mediaEvents.filter((event) => event.kind === 'playing').sort((a, b) => a.at - b.at);
  const joined = playing.filter((event) => event.at <= fromMs).at(-1) ?? playing[0];
  const change = playing.find((event) => event.at > fromMs && event.kind === 'playing' && joined?.kind === 'playing' && event.src !== joined.src);
  return change?.at ?? null;
}

/** A member's offsets over the song it joined (placed by the join's seek) and after its first song change. */
function joinAndRest(host: Member, side: Member, fromMs: number, toMs: number): string {
  const change = firstSongChange(side, fromMs);
  if (change === null || change >= toMs) return `${side.name}: no song change within the playback`;
  const join = offsetsBetween(host.capture, side.capture, fromMs, change - WINDOW_MS);
  const rest = offsetsBetween(host.capture, side.capture, change, toMs);
  return `${side.name}: the joined song (${((change - fromMs) / 1000).toFixed(0)} s) ${summary(join.offsets)}, after its first song change ${summary(rest.offsets)}`;
}

const summary = (values: number[]) => (values.length ? `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}` : "none");

export async function benchRoomsSync(bench: BenchContext): Promise<BenchResult> {
  const members: Member[] = [];
  try {
    benchStart = Date.now();
    marks.length = 0;
    phase('activating three devices, the host plays, two join with "Play in sync"');
    const host = await member(bench, 'host', false);
    members.push(host);
    // A playlist of 20 songs (about 16 minutes): the room still plays after a 10-minute run, its reloads and commands.
    await host.page.getByRole('link', { name: 'Tangerine Essentials' }).first().click();
    await host.page.getByRole('main').getByRole('button', { name: 'Play Tangerine Essentials' }).first().click();
    await barButton(host.page, 'Pause').waitFor();
    const plain = await member(bench, 'member', false);
    members.push(plain);
    await playInSync(plain, host);
    const skewed = await member(bench, 'skewed member', true);
    members.push(skewed);
    await playInSync(skewed, host);
    await pullAll(members);

    phase(`the room plays for ${PLAY_SECONDS} s`);
    const playFrom = await machineNow(host.page);
    const done = await playback(members, PLAY_SECONDS);
    const playTo = await machineNow(host.page);
    const steady = offsetsBetween(host.capture, plain.capture, Math.max(playFrom, plain.joinedAt + SETTLE_MS), playTo);
    const shifted = offsetsBetween(host.capture, skewed.capture, Math.max(playFrom, skewed.joinedAt + SETTLE_MS), playTo);
    await pullAll(members);
    const joined = [plain, skewed].map((side) => joinAndRest(host, side, Math.max(playFrom, side.joinedAt + SETTLE_MS), playTo));

    phase(`${RELOADS} reloads of the member`);
    const reloads: number[] = [];
    let missed = 0;
    const reloadSteps: ReloadSteps[] = [];
    const settled: string[] = [];
    const firstWindows: string[] = [];
    const reloadsAt: number[] = [];
    const audio = watchAudio(plain.page);
    for (let i = 0; i < RELOADS; i++) {
      // Every second reload waits for the second half of the host's song: its rejoin seeks past the song's middle.
      if (i % 2 === 1) await waitForSecondHalf(host.page, 60_000);
      const secondHalf = await inSecondHalf(host.page);
      const stopProfile = PROFILE_RELOAD && i === 0 ? await profileOf(host.page) : null;
      const profiled = stopProfile ? sleep(LONG_TASKS_AFTER_MS).then(stopProfile) : null;
      const { at, took, firstWindow } = await reloadBackInSync(host, plain);
      reloadsAt.push(at);
      const firstChunk = plain.capture.chunks.find((chunk) => chunk.at >= at);
      firstWindows.push(`${firstWindow ? `${firstWindow.atMs} ms (${ms(firstWindow.offsetMs)})` : 'none'}, capture from ${firstChunk ? (firstChunk.at - at).toFixed(0) : '-'} ms`);
      if (took === null) missed++;
      else reloads.push(took);
      await barButton(plain.page, 'Room').waitFor();
      reloadSteps.push(await reloadStepsOf(plain.page, at, took, audio));
      settled.push(await offsetAfterReload(host, plain, at, secondHalf));
      const events = plain.capture.mediaEvents.filter((e) => e.at >= at && e.at <= at + LONG_TASKS_AFTER_MS).map((e) => `+${Math.round(e.at - at)}: ${e.kind === 'rate' ? `rate ${e.rate.toFixed(4)}` : e.kind === 'seek' ? `seek to ${(e.toMs / 1000).toFixed(3)} s` : e.kind}`);
      // Numbered from 1, as the capture holes line numbers them.
      phase(`reload ${i + 1}: the member's media events to +${LONG_TASKS_AFTER_MS / 1000} s: ${events.join(', ') || 'none'}`);
      phase(`reload ${i + 1}: the member's output latency as its code read it: ${await latencyReadsLine(plain.page, at, at + LONG_TASKS_AFTER_MS)}`);
      phase(`reload ${i + 1}: back ${took ?? '-'} ms; long tasks from the reload to +${LONG_TASKS_AFTER_MS / 1000} s: ${await longTasksLine([host, plain, skewed], at, at + LONG_TASKS_AFTER_MS)}`);
      if (profiled) phase(`reload ${i + 1}: the host's CPU profile from just before the reload: ${await profiled}`);
    }

    await pullAll(members);
    const timeline = writeTimeline(host, [plain, skewed], marks, playFrom, await machineNow(host.page));
    phase(`timeline of every window in ${timeline.file}`);
    for (const line of timeline.summary) phase(line);
    const holes = captureHolesLine(host, [plain, skewed], reloadsAt);
    const waits = hostWaitsLine(host, reloadsAt);
    phase(timeline.checks);
    phase(holes);
    phase(waits);

    phase(`${COMMAND_ROUNDS} rounds of Pause and a skip (Next, Previous in turn)`);
    const pauses: number[] = [];
    const skips: number[] = [];
    const skipSteps: SkipSteps[][] = [];
    // A command that never reaches every member ends the rounds; the figures above still stand.
    let commandFailure = '';
    try {
      for (let i = 0; i < COMMAND_ROUNDS; i++) {
        const clicker = members[i % members.length] as Member;
        pauses.push(await commandToAll(members, clicker, 'Pause'));
        await barButton(clicker.page, 'Play').click();
        await Promise.all(members.map((m) => barButton(m.page, 'Pause').waitFor()));
        await sleep(1500);
        skips.push(await commandToAll(members, clicker, i % 2 === 0 ? 'Next' : 'Previous', skipSteps));
        await sleep(1500);
      }
    } catch (error) {
      commandFailure = error instanceof Error ? error.message : String(error);
    }
    const commands = [...pauses, ...skips];
    const steadyP95 = percentile(steady.offsets, 95);
    const shiftedP95 = percentile(shifted.offsets, 95);
    const reloadP95 = percentile(reloads, 95);
    const commandP95 = percentile(commands, 95);
    return {
      name: 'Rooms: sync between members',
      status: 'measured',
      lines: [
        `3 browser contexts (Chromium) on loopback, one room; ${PLAY_SECONDS} s of playback with ${done.join(', ')} and the songs' own changes; output captured per context and stamped on the machine's clock, offsets by cross-correlation of 0.5 s windows (one a second) within ±300 ms`,
        `the issue asks for 10 minutes of playback: this run has ${PLAY_SECONDS} s`,
        `offset host ↔ member, from 5 s after joining: ${summary(steady.offsets)} (${steady.offsets.length} of ${steady.windows} windows correlated; silent, paused or uncorrelated windows left out); target p95 ≤ 10 ms: ${verdict(steadyP95 <= 10)}`,
        `offset host ↔ member whose page clock is +3 s with 0–100 ms random delay on its clock exchanges: ${summary(shifted.offsets)} (${shifted.offsets.length} of ${shifted.windows} windows); target p95 ≤ 25 ms: ${verdict(shiftedP95 <= 25)}`,
        `offset to the host over the song each member joined with a seek, and after: ${joined.join('; ')}`,
        `windows over 25 ms (either member, playback and reloads) by what they follow: ${timeline.summary.join('; ') || 'none'}`,
        `the capture (on the audio thread) and its windows: ${timeline.checks}; ${holes}; ${waits}`,
        `member's reload → a 0.5 s window within 25 ms of the host (${RELOADS} reloads${missed ? `, ${missed} not back within 20 s` : ''}): ${reloads.length ? summary(reloads) : 'none back in sync'}; target p95 ≤ 3 s: ${verdict(missed === 0 && reloadP95 <= 3000)}`,
        `a reload's steps on the member, ms after the reload (p50s): ${reloadStepsLine(reloadSteps)}; the first window that correlated at all, its end after the reload (its offset), and the member's first captured output after the reload: ${firstWindows.join(', ')}`,
        `offset host ↔ member 5–12 s after each reload (the rejoin's seek in the first or second half of the song): ${settled.join('; ')}`,
        `command → every member's audio element (${COMMAND_ROUNDS} Pause: paused, ${COMMAND_ROUNDS} skips, Next and Previous in turn: playing another song; pressed on each member in turn): Pause ${summary(pauses)}; skip ${summary(skips)}; both p95 ${ms(commandP95)}${commandFailure ? `; stopped after ${commands.length} commands: ${commandFailure}` : ''}; target p95 ≤ 150 ms: ${verdict(!commandFailure && commandP95 <= 150)}`,
        `a skip's steps on each member, ms after the click (p50s): ${skipStepsLine(skipSteps)}`,
      ],
    };
  } finally {
    for (const m of members) await m.context.close();
  }
}
