import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIFT_SEEK_LEAD_MIN_MS, SEEKABLE_JOIN_LEAD_MS } from '@tangerine/rooms-machine';
import { bindSync, READING_SAMPLES, type SyncBinding, type SyncPorts } from './sync-binding.js';
import { outputLatencyMs } from './output-latency.js';

let binding: SyncBinding | undefined;
/** The ports of a device that hears nothing steady yet: its questions go to `asked`, its cues to `cued`. */
const quietPorts = (server: () => number, asked: number[], cued: number[]): SyncPorts => ({
  now: server,
  askClock: (sentAt) => void asked.push(sentAt),
  heard: () => null,
  outputLatencyMs: () => 0,
  follow: () => undefined,
  setPlaybackRate: () => undefined,
  cue: (positionMs) => void cued.push(positionMs),
  start: () => undefined,
});
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
      // Look at once: the reading finds the audio far behind and cues it where the room will be.
      random: () => 0,
    });
    for (let i = 0; i < 5; i++) {
      // The server answers at once: sent and received at the same instant.
      binding.clockAnswered({ sent_at: asked[asked.length - 1] as number, server_at: server() });
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(binding.status()).not.toBe('estimating');
    binding.roomPlayback({ trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true });
    // Its looks come a fake millisecond apart; the audio is cued where the room will be a seek's lead after the last.
    await vi.advanceTimersByTimeAsync(READING_SAMPLES);
    expect(audio.position - (10_040 + DRIFT_SEEK_LEAD_MIN_MS)).toBeGreaterThanOrEqual(0);
    expect(audio.position - (10_040 + DRIFT_SEEK_LEAD_MIN_MS)).toBeLessThanOrEqual(READING_SAMPLES);
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
    binding = bindSync(quietPorts(server, asked, cued));
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
    binding = bindSync({ ...quietPorts(server, asked, cued), seekable: () => seekable });
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

  it('hands the machine, with each reading, whether the song’s file is open to seeks now: a join that landed 40 ms late is corrected by one more seek once it is', async () => {
    vi.useFakeTimers();
    const server = () => Date.now();
    const cued: number[] = [];
    const asked: number[] = [];
    const audio = { position: 0, at: 0, playing: false, rates: [] as number[] };
    let seekable = false;
    binding = bindSync({
      ...quietPorts(server, asked, cued),
      heard: () => (audio.playing ? { trackId: '7', ms: audio.position + (server() - audio.at) } : null),
      seekable: () => seekable,
      setPlaybackRate: (rate) => void audio.rates.push(rate),
      cue: (positionMs) => {
        cued.push(positionMs);
        Object.assign(audio, { position: positionMs, playing: false });
      },
      // The start comes 40 ms late (a busy page), by when the song's file is open to seeks.
      start: () => {
        Object.assign(audio, { position: audio.position - 40, at: server(), playing: true });
        seekable = true;
      },
      random: () => 0,
    });
    for (let i = 0; i < 5; i++) {
      binding.clockAnswered({ sent_at: asked[asked.length - 1] as number, server_at: server() });
      await vi.advanceTimersByTimeAsync(30);
    }
    binding.roomPlayback({ trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true });
    await vi.advanceTimersByTimeAsync(DRIFT_SEEK_LEAD_MIN_MS + 10);
    expect(cued).toHaveLength(2);
    expect(audio.rates.every((rate) => rate === 1)).toBe(true);
  });

  it('keeps two devices together whose audio elements report their time in 20 ms steps at other phases: readings every 500 ms would each keep their own lag', async () => {
    vi.useFakeTimers();
    const server = () => Date.now();
    const STEP_MS = 20;
    /** A device whose element's time is updated every STEP_MS, `phaseMs` after the server's whole steps: a reading is 0 to STEP_MS behind the sound. */
    const device = (phaseMs: number, seed: number) => {
      const audio = { at: 0, position: 0, rate: 1, playing: false };
      const truePosition = (at: number) => (audio.playing ? audio.position + (at - audio.at) * audio.rate : audio.position);
      const move = (change: () => void) => {
        audio.position = truePosition(server());
        audio.at = server();
        change();
      };
      const asked: number[] = [];
      let state = seed;
      const sync = bindSync({
        now: server,
        askClock: (sentAt) => asked.push(sentAt),
        heard: () => (audio.playing ? { trackId: '7', ms: truePosition(Math.floor((server() - phaseMs) / STEP_MS) * STEP_MS + phaseMs) } : null),
        outputLatencyMs: () => 0,
        follow: () => undefined,
        setPlaybackRate: (rate) => move(() => (audio.rate = rate)),
        cue: (positionMs) => move(() => ((audio.position = positionMs), (audio.playing = false))),
        start: () => move(() => (audio.playing = true)),
        // A seeded generator (mulberry32): the same run every time.
        random: () => {
          state = (state + 0x6d2b79f5) | 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        },
      });
      return { sync, asked, truePosition };
    };
    // Readings fall 1 ms after one device's step and 19 ms after the other's.
    const devices = [device(Date.now() % STEP_MS - 1 + STEP_MS, 1), device(Date.now() % STEP_MS - 19 + STEP_MS, 2)];
    const [a, b] = devices as [ReturnType<typeof device>, ReturnType<typeof device>];
    for (let i = 0; i < 5; i++) {
      for (const d of devices) d.sync.clockAnswered({ sent_at: d.asked[d.asked.length - 1] as number, server_at: server() });
      await vi.advanceTimersByTimeAsync(200);
    }
    const playback = { trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true };
    for (const d of devices) d.sync.roomPlayback(playback);
    await vi.advanceTimersByTimeAsync(30_000);
    const apart: number[] = [];
    for (let i = 0; i < 100; i++) {
      await vi.advanceTimersByTimeAsync(100);
      apart.push(b.truePosition(server()) - a.truePosition(server()));
    }
    const mean = apart.reduce((sum, ms) => sum + ms, 0) / apart.length;
    // Read every 500 ms on the dot, the device whose looks lag 19 ms played 18 ms ahead of the other for as long as they played.
    expect(Math.abs(mean)).toBeLessThan(5);
    expect(Math.max(...apart.map(Math.abs))).toBeLessThan(8);
    for (const d of devices) d.sync.stop();
  });

  it('looks no more at the audio for a reading once the room has moved on to another song', async () => {
    vi.useFakeTimers();
    const server = () => Date.now();
    const asked: number[] = [];
    let looks = 0;
    binding = bindSync({
      now: server,
      askClock: (sentAt) => asked.push(sentAt),
      heard: () => (looks++, { trackId: '7', ms: 10_000 }),
      outputLatencyMs: () => 0,
      follow: () => undefined,
      setPlaybackRate: () => undefined,
      cue: () => undefined,
      start: () => undefined,
      // Every look comes late in its span.
      random: () => 0.99,
    });
    for (let i = 0; i < 5; i++) {
      binding.clockAnswered({ sent_at: asked[asked.length - 1] as number, server_at: server() });
      await vi.advanceTimersByTimeAsync(200);
    }
    // The device already plays the room's song: it holds it, and a reading starts.
    binding.roomPlayback({ trackId: '7', startedAtServerMs: server() - 10_000, pausedPositionMs: 0, playing: true });
    await vi.advanceTimersByTimeAsync(10);
    // A skip: the next song starts in 2 s, cued; the reading in flight is moot.
    binding.roomPlayback({ trackId: '8', startedAtServerMs: server() + 2000, pausedPositionMs: 0, playing: true });
    const before = looks;
    await vi.advanceTimersByTimeAsync(500);
    expect(looks).toBe(before);
  });

  it('reads the output latency from what the browser has', () => {
    expect(outputLatencyMs({ outputLatency: 0.025 })).toBe(25);
    expect(outputLatencyMs({ outputLatency: 0, currentTime: 10.05, getOutputTimestamp: () => ({ contextTime: 10 }) })).toBeCloseTo(50);
    expect(outputLatencyMs({ baseLatency: 0.01 })).toBe(10);
    expect(outputLatencyMs(undefined)).toBe(0);
  });
});
