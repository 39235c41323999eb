import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioDeck } from './audio-deck';
import type { AudioGraph, RoutedNodes } from './audio-graph';
import { DeckJoin, JOIN_LEAD_SECONDS } from './deck-join';

/**
 * An element whose position runs with the fake clock while it plays (from `state.currentTime` at the
 * last play or seek), as a browser's does; `clockMs` is the fake time in milliseconds.
 */
function element(state: { currentTime: number; duration: number; paused: boolean }) {
  const audio = document.createElement('audio');
  let since = Date.now();
  let at = state.currentTime;
  const position = () => (state.paused ? at : at + (Date.now() - since) / 1000);
  Object.defineProperties(audio, {
    paused: { get: () => state.paused },
    currentTime: {
      get: position,
      set: (t: number) => {
        at = t;
        since = Date.now();
      },
    },
    duration: { get: () => state.duration },
    readyState: { get: () => 4 },
  });
  audio.play = vi.fn(async () => {
    since = Date.now();
    state.paused = false;
  });
  audio.pause = vi.fn(() => {
    at = position();
    state.paused = true;
  });
  return audio;
}

/** The fake time as an audio clock (seconds), at 1 kHz. */
const audioClock = () => Date.now() / 1000;

/**
 * A deck on the audio graph; its tap hears sound from `sound.from` (audio-clock seconds), and its
 * nodes record what the join set.
 */
function routedDeck(state: { currentTime: number; duration: number; paused: boolean }, sound = { from: Number.POSITIVE_INFINITY }) {
  const audio = element(state);
  const analyser = {
    fftSize: 1000,
    getFloatTimeDomainData: (samples: Float32Array) => samples.forEach((_, index) => (samples[index] = audioClock() - (samples.length - index) / 1000 >= sound.from ? 0.2 : 0)),
  };
  const param = (value: number) => ({ value, cancelScheduledValues: vi.fn(), setValueAtTime: vi.fn() });
  // As in a browser: disconnecting a destination that is not connected (any more) throws.
  const node = (value: number) => {
    const targets = new Set<unknown>();
    return {
      gain: param(value),
      delayTime: param(0),
      connect: vi.fn((target: unknown) => targets.add(target)),
      disconnect: vi.fn((target: unknown) => {
        if (!targets.delete(target)) throw new DOMException("Failed to execute 'disconnect' on 'AudioNode': the given destination is not connected.", 'InvalidAccessError');
      }),
    };
  };
  const graph = { context: { sampleRate: 1000, createAnalyser: () => analyser, get currentTime() { return audioClock(); } } } as unknown as AudioGraph;
  const nodes = { norm: node(1), delay: node(0), fade: node(1) };
  return { deck: new AudioDeck(audio, nodes as unknown as RoutedNodes, graph), graph, element: audio, nodes };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(10_000);
});
afterEach(() => vi.useRealTimers());

describe('DeckJoin off the audio graph', () => {
  it('plays the next deck on a timer when the current music ends, reading the clock every few milliseconds meanwhile', () => {
    const join = vi.fn();
    const joins = new DeckJoin(() => Date.now(), join);
    const current = new AudioDeck(element({ currentTime: 199.75, duration: 200, paused: false }), null, null);
    joins.update(current, new AudioDeck(element({ currentTime: 0, duration: 180, paused: true }), null, null), null);
    vi.advanceTimersByTime(249);
    expect(join).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(join).toHaveBeenCalledOnce();
  });

  it('does not read or plan while the end is far, and a cancel drops a planned join', () => {
    const join = vi.fn();
    const joins = new DeckJoin(() => Date.now(), join);
    const next = new AudioDeck(element({ currentTime: 0, duration: 100, paused: true }), null, null);
    joins.update(new AudioDeck(element({ currentTime: 100, duration: 200, paused: true }), null, null), next, null);
    vi.advanceTimersByTime(200_000);
    expect(join).not.toHaveBeenCalled();
    const current = new AudioDeck(element({ currentTime: 199.9, duration: 200, paused: false }), null, null);
    joins.update(current, next, null);
    joins.cancel(current, next);
    vi.advanceTimersByTime(1_000);
    expect(join).not.toHaveBeenCalled();
  });
});

describe('DeckJoin on the audio graph', () => {
  it('starts the next deck unheard ahead of the handover and lines its first sound up with the handover frame', () => {
    const join = vi.fn();
    const joins = new DeckJoin(() => Date.now(), join);
    // The current music ends 0.5 s on (audio clock 10.5); the next deck's sound comes 23 ms after its play().
    const current = routedDeck({ currentTime: 199.5, duration: 200, paused: false });
    const waiting = { currentTime: 0, duration: 180, paused: true };
    const sound = { from: Number.POSITIVE_INFINITY };
    const next = routedDeck(waiting, sound);
    joins.update(current.deck, next.deck, next.graph);
    expect(current.nodes.fade.gain.setValueAtTime).toHaveBeenLastCalledWith(0, expect.closeTo(10.5, 9));
    expect(next.nodes.fade.gain.setValueAtTime).toHaveBeenLastCalledWith(1, expect.closeTo(10.5, 9));

    vi.advanceTimersByTime((0.5 - JOIN_LEAD_SECONDS) * 1000 - 1);
    expect(next.element.play).not.toHaveBeenCalled();
    sound.from = 10.5 - JOIN_LEAD_SECONDS + 0.023;
    // A timer due now runs at the next millisecond.
    vi.advanceTimersByTime(2);
    expect(next.element.play).toHaveBeenCalledOnce();
    // Until its sound is heard, the line holds it for the time left.
    expect(next.nodes.delay.delayTime.value).toBeCloseTo(10.5 - Date.now() / 1000, 9);
    vi.advanceTimersByTime(40);
    expect(next.nodes.delay.delayTime.value).toBeCloseTo(JOIN_LEAD_SECONDS - 0.023, 9);
    expect(next.nodes.norm.disconnect).toHaveBeenCalledOnce();
    expect(join).not.toHaveBeenCalled();
    vi.advanceTimersByTime(JOIN_LEAD_SECONDS * 1000);
    expect(join).toHaveBeenCalledOnce();
    joins.joining(next.deck);
    expect(waiting.paused).toBe(false);
  });

  it('hands over after the music still in the current deck’s own delay line', () => {
    const joins = new DeckJoin(() => Date.now(), vi.fn());
    const current = routedDeck({ currentTime: 199.5, duration: 200, paused: false });
    current.nodes.delay.delayTime.value = 0.1775;
    const next = routedDeck({ currentTime: 0, duration: 180, paused: true });
    joins.update(current.deck, next.deck, next.graph);
    // Planned once the handover is 0.6 s away.
    vi.advanceTimersByTime(100);
    expect(next.nodes.fade.gain.setValueAtTime).toHaveBeenLastCalledWith(1, expect.closeTo(10.678, 9));
  });

  it('a join cancelled after the next deck started and its sound was heard (another row played at the handover) puts it back where it waited, silent and without delay', () => {
    const joins = new DeckJoin(() => Date.now(), vi.fn());
    const current = routedDeck({ currentTime: 199.5, duration: 200, paused: false });
    const waiting = { currentTime: 0, duration: 180, paused: true };
    const next = routedDeck(waiting, { from: 10.31 });
    joins.update(current.deck, next.deck, next.graph);
    // Started at 10.3, its sound heard at 10.31: the tap has done its work and is closed (a second close threw).
    vi.advanceTimersByTime(350);
    expect(waiting.paused).toBe(false);
    expect(next.nodes.norm.disconnect).toHaveBeenCalledOnce();
    expect(() => joins.cancel(current.deck, next.deck)).not.toThrow();
    expect(waiting.paused).toBe(true);
    expect(next.element.currentTime).toBe(0);
    expect(next.nodes.delay.delayTime.value).toBe(0);
    expect(next.nodes.fade.gain.value).toBe(0);
    expect(current.nodes.fade.gain.value).toBe(1);
  });

  it('a deck made current without a planned handover (its predecessor ended first) is heard at once, with no delay', () => {
    const joins = new DeckJoin(() => Date.now(), vi.fn());
    const next = routedDeck({ currentTime: 0, duration: 180, paused: true });
    next.nodes.delay.delayTime.value = 0.2;
    next.nodes.fade.gain.value = 0;
    joins.joining(next.deck);
    expect(next.nodes.fade.gain.value).toBe(1);
    expect(next.nodes.delay.delayTime.value).toBe(0);
  });
});
