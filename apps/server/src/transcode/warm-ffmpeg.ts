/**
 * Spare ffmpeg processes, one per output shape (format and bit rate) that was asked for lately, started
 * ahead so a transcode does not wait for ffmpeg to start: on a loaded 2-core machine its start alone
 * (loading its libraries) took longer than sending a whole direct file's first bytes. A spare waits on
 * stdin for an ffconcat script naming the file (concat demuxer), so ffmpeg opens it itself. The
 * transcoder hands spares streams from the start only: `inpoint` is not sample-accurate (a packet
 * early, the file's start time ignored), so an offset starts cold with `-ss`. A path with control characters, which a
 * script cannot carry, gets a plain start. Spares not used for a while go, but for the shapes kept
 * ready (`keep`: the default transcode, once the catalogue holds files that need it), whose spare is
 * there before the first play and always replaced.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import os from 'node:os';
import type { Readable, Writable } from 'node:stream';

export type FfmpegChild = ChildProcessByStdio<Writable | null, Readable, Readable>;

/** A spare unused this long is stopped (the next transcode of its shape starts cold and makes one again). */
const SPARE_IDLE_MS = 5 * 60_000;
/** At most this many shapes keep a spare beside those kept ready (each is an idle process of some 20-40 MB). */
const MAX_SPARES = 4;
/** The next spare starts this long after one is taken, so its start does not take the CPU from the transcode just begun. */
const REPLACE_AFTER_MS = 1_000;

/** Transcodes yield to the server's own work (sending, the API): a little lower priority than the server's. */
export function lowerPriority(pid: number | undefined): void {
  if (!pid) return;
  try {
    os.setPriority(pid, Math.min(19, os.getPriority() + 5));
  } catch {
    // The process is already gone: nothing to lower.
  }
}

/** The ffconcat script that names `input` (from its start); null when the path cannot be written in one. */
export function concatScript(input: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!input.startsWith('/') || /[\u0000-\u001f\u007f]/.test(input)) return null;
  const quoted = `'${input.replaceAll("'", "'\\''")}'`;
  return `ffconcat version 1.0\nfile ${quoted.replace(/^'/, "'file:")}\n`;
}

/** The input options of a spare: the file comes from the script on stdin; only local files are opened. */
export const SPARE_INPUT = ['-protocol_whitelist', 'file,pipe', '-f', 'concat', '-safe', '0', '-i', 'pipe:0'];

export interface WarmSpares {
  /** A started ffmpeg for `shape` that has been given `script`, or null (start one cold); a new spare follows. */
  take(shape: string, outputArgs: readonly string[], script: string): FfmpegChild | null;
  /** Starts a spare for `shape` now and keeps one ready from now on (no idle stop). */
  keep(shape: string, outputArgs: readonly string[]): void;
  close(): void;
}

export function createWarmSpares(ffmpeg: string, leadArgs: readonly string[]): WarmSpares {
  const spares = new Map<string, { child: FfmpegChild; timer?: NodeJS.Timeout }>();
  const kept = new Map<string, readonly string[]>();
  let closed = false;

  const drop = (shape: string) => {
    const spare = spares.get(shape);
    spares.delete(shape);
    if (!spare) return;
    clearTimeout(spare.timer);
    spare.child.kill('SIGKILL');
  };

  const prepare = (shape: string, outputArgs: readonly string[]) => {
    if (closed || spares.has(shape)) return;
    // The oldest spare of a shape not kept ready makes room.
    const evicted = [...spares.keys()].find((other) => !kept.has(other));
    if (spares.size >= MAX_SPARES + kept.size && evicted) drop(evicted);
    const child = spawn(ffmpeg, [...leadArgs, ...SPARE_INPUT, ...outputArgs], { stdio: ['pipe', 'pipe', 'pipe'] }) as FfmpegChild;
    lowerPriority(child.pid);
    // A spare that fails to start (or dies) is simply not there: the next transcode starts cold.
    child.on('error', () => spares.get(shape)?.child === child && spares.delete(shape));
    child.on('exit', () => spares.get(shape)?.child === child && spares.delete(shape));
    child.stdin?.on('error', () => undefined);
    const timer = kept.has(shape) ? undefined : setTimeout(() => drop(shape), SPARE_IDLE_MS);
    timer?.unref();
    spares.set(shape, { child, timer });
  };

  return {
    take(shape, outputArgs, script) {
      if (closed) return null;
      const spare = spares.get(shape);
      spares.delete(shape);
      if (spare) clearTimeout(spare.timer);
      const ready = spare && spare.child.exitCode === null && spare.child.signalCode === null && spare.child.stdin?.writable;
      if (ready) spare.child.stdin?.end(script);
      else spare?.child.kill('SIGKILL');
      const later = setTimeout(() => prepare(shape, outputArgs), REPLACE_AFTER_MS);
      later.unref();
      return ready ? spare.child : null;
    },
    keep(shape, outputArgs) {
      if (closed || kept.has(shape)) return;
      kept.set(shape, outputArgs);
      const idle = spares.get(shape);
      if (idle) clearTimeout(idle.timer);
      prepare(shape, outputArgs);
    },
    close() {
      closed = true;
      for (const shape of [...spares.keys()]) drop(shape);
    },
  };
}
