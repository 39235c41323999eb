import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIFT_SEEK_LEAD_MIN_MS, SEEKABLE_JOIN_LEAD_MS } from '@tangerine/rooms-machine';
import { bindSync, type SyncBinding } from './sync-binding.js';
import { outputLatencyMs } from './output-latency.js';

let binding: SyncBinding | undefined;
afterEach(() => {
  binding?.stop();
  vi.useRealTimers();
});

describe('sync binding', () => {
  it('answers clock questions, then cues the audio where the room will be (ahead by the output latency) and plays it when the room is there', async () => {
    vi.useFakeTimers();
    const skew = 600_000; // this device's clock is 10 minutes ahead of the server's
    const server = () => Date.now();
    const audio = { position: 0, rate: 1, started: 0 };
    const asked: number[] = [];
    binding = bindSync({
      now: () => server() + skew,
      askClock: (sentAt) => asked.push(sentAt),
      heard: () => ({ trackId: '7', ms: audio.position }),
      outputLatencyMs: () => 40,
      follow: () => undefined,
      setPlaybackRate: (rate) => (audio.rate = rate),
      cue: (positionMs) => (audio.position = positionMs),
      start: () => void audio.started++,
    });
    for (let i = 0; i < 5; i++) {
      // The server answers at once: sent and received at the same instant.
      binding.clockAnswered({ sent_at: asked[asked.length - 1] as number, server_at: server() });
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(binding.status()).not.toBe('estimating');
    binding.roomPlayback({ trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.position).toBe(10_040 + DRIFT_SEEK_LEAD_MIN_MS);
    expect(binding.status()).toBe('correcting');
    expect(audio.started).toBe(0);
    await vi.advanceTimersByTimeAsync(DRIFT_SEEK_LEAD_MIN_MS);
    expect(audio.started).toBe(1);
  });

  it('hands the server’s arrival time of each question to the estimate: 40 ms the server holds a question do not put the room 20 ms early', async () => {
    vi.useFakeTimers();
    const server = () => Date.now();
    const cued: number[] = [];
    const asked: number[] = [];
    binding = bindSync({
      now: server,
      askClock: (sentAt) => asked.push(sentAt),
      heard: () => null,
      outputLatencyMs: () => 0,
      follow: () => undefined,
      setPlaybackRate: () => undefined,
      cue: (positionMs) => cued.push(positionMs),
      start: () => undefined,
    });
    for (let i = 0; i < 5; i++) {
      // The last question arrives now (the first at once); the server answers it 40 ms later.
      const sentAt = asked[asked.length - 1] as number;
      const arrived = server();
      await vi.advanceTimersByTimeAsync(40);
      binding.clockAnswered({ sent_at: sentAt, received_at: arrived, server_at: server() });
      await vi.advanceTimersByTimeAsync(100);
    }
    binding.roomPlayback({ trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(cued).toEqual([10_000 + DRIFT_SEEK_LEAD_MIN_MS]);
  });

  it('cues a reload’s join only a seek’s lead ahead when the room’s song is loaded with its whole file open to seeks', async () => {
    vi.useFakeTimers();
    const server = () => Date.now();
    const cued: number[] = [];
    const asked: number[] = [];
    let seekable = false;
    binding = bindSync({
      now: server,
      askClock: (sentAt) => asked.push(sentAt),
      heard: () => null,
      outputLatencyMs: () => 0,
      seekable: () => seekable,
      follow: () => undefined,
      setPlaybackRate: () => undefined,
      cue: (positionMs) => cued.push(positionMs),
      start: () => undefined,
    });
    // A reload: the room comes before the clock estimate; the song's file opens to seeks meanwhile.
    binding.roomPlayback({ trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true });
    seekable = true;
    for (let i = 0; i < 5; i++) {
      binding.clockAnswered({ sent_at: asked[asked.length - 1] as number, server_at: server() });
      await vi.advanceTimersByTimeAsync(30);
    }
    // Cued when the fifth answer came (the first test: without the file open to seeks, DRIFT_SEEK_LEAD_MIN_MS ahead).
    expect(cued).toEqual([10_000 + 4 * 30 + SEEKABLE_JOIN_LEAD_MS]);
  });

  it('reads the output latency from what the browser has', () => {
    expect(outputLatencyMs({ outputLatency: 0.025 })).toBe(25);
    expect(outputLatencyMs({ outputLatency: 0, currentTime: 10.05, getOutputTimestamp: () => ({ contextTime: 10 }) })).toBeCloseTo(50);
    expect(outputLatencyMs({ baseLatency: 0.01 })).toBe(10);
    expect(outputLatencyMs(undefined)).toBe(0);
  });
});
