/**
 * One live station inside this process: a clock-driven cursor over the programme that hands the same
 * frames to every listener, like an Icecast mount. Writes never wait for a listener; each listener
 * has a bounded buffer and is dropped when it falls further behind than that.
 */
import { frameAt, frameBytes, frameDuration, type Programme } from './programme.js';

export interface ListenerSink {
  /** Queues bytes; never blocks. */
  write(chunk: Buffer): void;
  /** Bytes queued and not yet taken by the listener. */
  bufferedBytes(): number;
  /** Ends the connection of a listener that fell behind. */
  drop(reason: string): void;
  /** Ends the stream cleanly after what was queued (the server is shutting down). */
  end(): void;
}

export interface BroadcastOptions {
  /** Audio sent ahead of the clock, so players can buffer (ms). */
  leadMs?: number;
  /**
   * Audio sent at once to a new listener, from before "now" (ms), so playback starts fast: a browser
   * reads some seconds of an MP3 stream before it plays, and these come at once rather than in real time.
   */
  burstMs?: number;
  /** A listener with more than this much audio queued (ms) is dropped. */
  maxBehindMs?: number;
  tickMs?: number;
  now?: () => number;
}

export class Broadcast {
  private readonly listeners = new Set<ListenerSink>();
  private timer: NodeJS.Timeout | undefined;
  /** Next frame to send (flattened index) and its wall-clock start. */
  private cursor = 0;
  private cursorTime = 0;
  private readonly leadMs: number;
  private readonly burstMs: number;
  private readonly maxBehindMs: number;
  private readonly tickMs: number;
  private readonly now: () => number;

  constructor(
    private programme: Programme,
    options: BroadcastOptions = {},
  ) {
    this.leadMs = options.leadMs ?? 500;
    this.burstMs = options.burstMs ?? 8000;
    this.maxBehindMs = options.maxBehindMs ?? 15000;
    this.tickMs = options.tickMs ?? 100;
    this.now = options.now ?? Date.now;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Swaps in a new programme (files added or removed); the clock decides where it resumes. */
  replaceProgramme(programme: Programme): void {
    this.programme = programme;
    if (this.timer) this.resync();
  }

  add(listener: ListenerSink): void {
    if (!this.timer) {
      this.resync();
      this.timer = setInterval(() => this.tick(), this.tickMs);
    }
    // The burst: the frames from `burstMs` ago up to the shared cursor, so the new listener then
    // continues with exactly what everyone else receives.
    const { frame } = frameAt(this.programme, this.now() - this.burstMs);
    const chunks: Buffer[] = [];
    const total = this.programme.frameStarts.length;
    for (let k = frame; k !== this.cursor && chunks.length < total; k = (k + 1) % total) chunks.push(frameBytes(this.programme, k));
    if (chunks.length) listener.write(Buffer.concat(chunks));
    this.listeners.add(listener);
  }

  remove(listener: ListenerSink): void {
    this.listeners.delete(listener);
    if (this.listeners.size === 0) this.stop();
  }

  /** Ends every listener's stream cleanly and stops the clock (shutdown). */
  endAll(): void {
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
    this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private resync(): void {
    const { frame, startedAt } = frameAt(this.programme, this.now());
    this.cursor = frame;
    this.cursorTime = startedAt;
  }

  /** Sends every frame whose start time is within `leadMs` of now, to every listener. */
  tick(): void {
    const now = this.now();
    // After a long stall (suspended process), jump to the clock rather than flood listeners.
    if (now - this.cursorTime > 5000) this.resync();
    const chunks: Buffer[] = [];
    const total = this.programme.frameStarts.length;
    while (this.cursorTime <= now + this.leadMs) {
      chunks.push(frameBytes(this.programme, this.cursor));
      this.cursorTime += frameDuration(this.programme, this.cursor);
      this.cursor = (this.cursor + 1) % total;
    }
    if (chunks.length === 0) return;
    const chunk = Buffer.concat(chunks);
    const limit = this.programme.byteRate * (this.maxBehindMs / 1000);
    for (const listener of this.listeners) {
      if (listener.bufferedBytes() > limit) {
        this.listeners.delete(listener);
        listener.drop('listener fell too far behind');
        continue;
      }
      listener.write(chunk);
    }
    if (this.listeners.size === 0) this.stop();
  }
}
