// `npm run bench`: 50 rooms of 3 members on one server process, on SQLite: the RSS they add and the
// trivial route's throughput with them playing (every member's channel open, each asking the
// server's clock as often as a member in a room does) against the same devices with no channel.
// The members run in a process of their own (BENCH_MEMBERS=inline puts them in this one, to compare);
// rounds without (A) and with (B) them alternate, ABAB..., so drift and noise show in the rounds.
// Measured here, nothing asserted.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEntry, serverNodeFlags } from '@tangerine/harness';
import { admin, rssMb, sleep, stopAndRemove, waitForHealth } from './bench-server.js';
import { percentile } from './bench-context.js';
import { freePort } from './postgres-cluster.js';
import { activate, BENCH_SECONDS, codesIn, trivialRps } from './device-channels.js';
import { CLOCK_PROBE_INTERVAL_MS, createRoomMembers, type MemberCounts } from './room-members.js';

const ROOMS = Number(process.env['BENCH_ROOMS'] ?? 50);
const MEMBERS = 3;
/** Rounds of each kind (A without the rooms, B with them). */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const INLINE = process.env['BENCH_MEMBERS'] === 'inline';
/** Set to a directory: the server writes a CPU profile there when it stops (node --cpu-prof). */
const CPU_PROF_DIR = process.env['BENCH_SERVER_CPU_PROF'];
/** After the channels open or close, before anything is measured. */
const SETTLE_MS = 3000;
/** A quiet window of each round (no throughput run): the server's CPU with only the members' traffic. */
const QUIET_MS = 4000;

/** One thread's schedstat: time run on a core and time waited for one while runnable, in ns. */
const schedstat = (pid: number, tid: number) => fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
/** CPU time of every thread of process `pid` so far (its workers and the garbage collector's included), in ms. */
const cpuMs = (pid: number) => fs.readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => sum + (schedstat(pid, Number(tid))[0] ?? 0), 0) / 1e6;
/** Time the main thread of `pid` waited for a core while runnable so far, in ms. */
const queuedMs = (pid: number) => (schedstat(pid, pid)[1] ?? 0) / 1e6;
/** The middle round of an odd count (the lower of the two middle ones for an even count). */
const median = (values: number[]) => percentile(values, 50);
const load = () => os.loadavg()[0]?.toFixed(2);

/** The members, inline or in their own process; `pid` is the process whose CPU is theirs. */
async function startMembers(base: string, rooms: Record<string, string>[][]) {
  if (INLINE) {
    const members = createRoomMembers(base, rooms);
    return { pid: process.pid, open: async () => (await members.open(), { ...members.counts }), close: async () => (members.close(), { ...members.counts }), counts: async () => ({ ...members.counts }), stop: () => members.destroy() };
  }
  const child = fork(path.join(import.meta.dirname, 'room-members-process.ts'), [], { execArgv: process.execArgv, stdio: 'inherit' });
  const ask = (order: unknown) =>
    new Promise<MemberCounts>((resolve, reject) => {
      child.once('message', (answer: { counts?: MemberCounts; error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.counts as MemberCounts)));
      child.send(order as string);
    });
  await ask({ start: { base, rooms } });
  return { pid: child.pid as number, open: () => ask('open'), close: () => ask('close'), counts: () => ask('count'), stop: () => child.disconnect() };
}

interface Round {
  loaded: boolean;
  rps: number;
  serverUsPerRequest: number;
  serverCore: number;
  benchCore: number;
  membersCore: number;
  /** Shares of the throughput run the server's and the bench's main threads waited for a core. */
  serverQueued: number;
  benchQueued: number;
  quietServerMs: number;
  quietAnswers: number;
  load: string | undefined;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-rooms-'));
  const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env['DATABASE_URL'];
  let server: ReturnType<typeof spawn> | undefined;
  let members: Awaited<ReturnType<typeof startMembers>> | undefined;
  try {
    await admin(env, ['synthetic', '--tracks', '100']);
    const codes = codesIn(await admin(env, ['codes', 'issue', '--days', '1', '--devices', String(MEMBERS), '--count', String(ROOMS)]));
    if (codes.length < ROOMS) throw new Error(`only ${codes.length} codes issued`);
    const port = await freePort();
    const profile = CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
    server = spawn(process.execPath, [...serverNodeFlags, ...profile, serverEntry], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    // One room per code: a host and two members.
    const rooms: Record<string, string>[][] = [];
    for (let r = 0; r < ROOMS; r++) {
      const devices: Record<string, string>[] = [];
      for (let m = 0; m < MEMBERS; m++) devices.push(await activate(base, codes[r] as string, `web-${Date.now()}-room${r}-m${m}`));
      rooms.push(devices);
    }
    const pid = server.pid as number;
    members = await startMembers(base, rooms);
    const memberPid = members.pid;
    await trivialRps(base); // warm-up
    await sleep(1000);
    const rssWithout = rssMb(pid);
    let rssWith = 0;
    let rssAfterLoad = 0;

    const rounds: Round[] = [];
    let counts: MemberCounts = await members.counts();
    for (let i = 0; i < 2 * ROUNDS; i++) {
      const loaded = i % 2 === 1;
      counts = loaded ? await members.open() : await members.close();
      await sleep(SETTLE_MS);
      const quietStart = { server: cpuMs(pid), answered: (await members.counts()).answered };
      await sleep(QUIET_MS);
      const quietServerMs = cpuMs(pid) - quietStart.server;
      const quietAnswers = (await members.counts()).answered - quietStart.answered;
      if (loaded && !rssWith) rssWith = rssMb(pid);
      const before = { server: cpuMs(pid), bench: cpuMs(process.pid), members: cpuMs(memberPid), serverQueued: queuedMs(pid), benchQueued: queuedMs(process.pid), at: performance.now() };
      const rps = await trivialRps(base);
      const seconds = (performance.now() - before.at) / 1000;
      const serverMs = cpuMs(pid) - before.server;
      if (loaded && !rssAfterLoad) rssAfterLoad = rssMb(pid);
      const round: Round = {
        loaded,
        rps,
        serverUsPerRequest: (serverMs * 1000) / (rps * BENCH_SECONDS),
        serverCore: serverMs / 1000 / seconds,
        benchCore: (cpuMs(process.pid) - before.bench) / 1000 / seconds,
        membersCore: INLINE ? 0 : (cpuMs(memberPid) - before.members) / 1000 / seconds,
        serverQueued: (queuedMs(pid) - before.serverQueued) / 1000 / seconds,
        benchQueued: (queuedMs(process.pid) - before.benchQueued) / 1000 / seconds,
        quietServerMs,
        quietAnswers,
        load: load(),
      };
      rounds.push(round);
      const share = (core: number) => `${Math.round(core * 100)} %`;
      console.log(
        `round ${i + 1} ${loaded ? 'B, with the rooms' : 'A, without'}: ${Math.round(rps)} req/s; server ${round.serverUsPerRequest.toFixed(1)} µs CPU a request (${share(round.serverCore)} of a core, ${share(round.serverQueued)} waiting for one), bench ${share(round.benchCore)} (${share(round.benchQueued)} waiting)${INLINE ? ' (members inline)' : `, members ${share(round.membersCore)}`}; quiet ${QUIET_MS / 1000} s: server ${quietServerMs.toFixed(1)} ms CPU, ${quietAnswers} clock answers; load ${round.load}`,
      );
    }
    counts = await members.close();
    if (counts.failed > 0) throw new Error(`${counts.failed} of ${counts.asked} clock questions failed`);

    const of = (loaded: boolean) => rounds.filter((round) => round.loaded === loaded);
    const rpsWithout = median(of(false).map((round) => round.rps));
    const rpsWith = median(of(true).map((round) => round.rps));
    const ratio = rpsWith / rpsWithout;
    const added = rssWith - rssWithout;
    const quietPerSecond = (loaded: boolean) => median(of(loaded).map((round) => round.quietServerMs)) / (QUIET_MS / 1000);
    const answersPerSecond = median(of(true).map((round) => round.quietAnswers)) / (QUIET_MS / 1000);
    const perClockUs = ((quietPerSecond(true) - quietPerSecond(false)) * 1000) / answersPerSecond;
    console.log(`${ROOMS} rooms of ${MEMBERS} members (${ROOMS * MEMBERS} device channels open in each B round, one clock question per member every ${CLOCK_PROBE_INTERVAL_MS / 1000} s: ${counts.asked} asked, ${counts.answered} answered on the channels) on one server process, SQLite; members ${INLINE ? 'inline in the bench process' : 'in a process of their own'}; ${ROUNDS} rounds each, ABAB..., ${BENCH_SECONDS} s of GET /api/v1/health with 10 connections a round`);
    console.log(`RSS without ${rssWithout.toFixed(1)} MB, with the rooms ${rssWith.toFixed(1)} MB (after the throughput run ${rssAfterLoad.toFixed(1)} MB): added ${added.toFixed(1)} MB; target ≤ 50 MB: ${added <= 50 ? 'meets the target' : 'MISSES the target'}`);
    const usWithout = median(of(false).map((r) => r.serverUsPerRequest));
    const usWith = median(of(true).map((r) => r.serverUsPerRequest));
    console.log(`quiet server CPU ${quietPerSecond(false).toFixed(1)} → ${quietPerSecond(true).toFixed(1)} ms a second with ${answersPerSecond.toFixed(1)} clock answers a second: about ${perClockUs.toFixed(0)} µs of server CPU a clock question`);
    console.log(`server CPU a health request, median: without ${usWithout.toFixed(1)} µs, with the rooms ${usWith.toFixed(1)} µs: the server's capacity with the rooms ${(usWithout / usWith).toFixed(2)}× (what the other processes on the cores take left out)`);
    console.log(`trivial route, median of ${ROUNDS}: without ${Math.round(rpsWithout)} req/s, with the rooms ${Math.round(rpsWith)} req/s: ratio ${ratio.toFixed(2)} (rounds A ${of(false).map((r) => Math.round(r.rps)).join(', ')}; B ${of(true).map((r) => Math.round(r.rps)).join(', ')}); target ≥ 0.9: ${ratio >= 0.9 ? 'meets the target' : 'MISSES the target'}`);
  } finally {
    members?.stop();
    await stopAndRemove(server, dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
