import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioDeck } from './audio-deck';
import type { AudioGraph, RoutedNodes } from './audio-graph';
import { DECK_START_LATENCY_SECONDS, DeckJoin } from './deck-join';

/** A deck on an element whose position and state the test sets (no Web Audio: the clock is `now`). */
function deck(state: { currentTime: number; duration: number; paused: boolean }) {
  const element = document.createElement('audio');
  Object.defineProperties(element, {
    paused: { get: () => state.paused },
    currentTime: { get: () => state.currentTime, set: (t: number) => (state.currentTime = t) },
    duration: { get: () => state.duration },
  });
  return new AudioDeck(element, null, null);
}

/**
 * A deck on the audio graph whose clock the test sets; its element plays and pauses as a browser's
 * would, and its tap hears sound from `sound.from` (audio-clock seconds) at 1 kHz.
 */
function routedDeck(state: { currentTime: number; duration: number; paused: boolean }, clock: { now: number }, sound = { from: Number.POSITIVE_INFINITY }) {
  const element = document.createElement('audio');
  Object.defineProperties(element, {
    paused: { get: () => state.paused },
    currentTime: { get: () => state.currentTime, set: (t: number) => (state.currentTime = t) },
    duration: { get: () => state.duration },
    readyState: { get: () => 4 },
  });
  element.play = vi.fn(async () => {
    state.paused = false;
  });
  element.pause = vi.fn(() => {
    state.paused = true;
  });
  const analyser = {
    fftSize: 1000,
    getFloatTimeDomainData: (samples: Float32Array) => samples.forEach((_, index) => (samples[index] = clock.now - (samples.length - index) / 1000 >= sound.from ? 0.2 : 0)),
  };
  const gain = () => ({ gain: { value: 1, cancelScheduledValues: vi.fn(), setValueAtTime: vi.fn() }, connect: vi.fn(), disconnect: vi.fn() });
  const graph = { context: { sampleRate: 1000, createAnalyser: () => analyser, get currentTime() { return clock.now; } } } as unknown as AudioGraph;
  const nodes = { norm: gain(), fade: gain() };
  return { deck: new AudioDeck(element, nodes as unknown as RoutedNodes, graph), graph, element, nodes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DeckJoin', () => {
  it('calls play() on the next deck ahead of the handover by the start latency the last join showed', () => {
    let now = 0;
    const join = vi.fn();
    const joins = new DeckJoin(() => now, join);
    const a = { currentTime: 199.75, duration: 200, paused: false };
    const b = { currentTime: 0, duration: 180, paused: true };
    joins.update(deck(a), deck(b), null);
    vi.advanceTimersByTime(250 - DECK_START_LATENCY_SECONDS * 1000 - 1);
    expect(join).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(join).toHaveBeenCalledOnce();

    // b was asked to play at 1 s; at 1.3125 s it is 0.25 s in: its music started 62.5 ms after play().
    const next = deck(b);
    now = 1_000;
    joins.joining(next, null);
    b.paused = false;
    now = 1_312.5;
    b.currentTime = 0.25;
    joins.observe(next, null);

    // Its music ends 0.3125 s on: play() on the one after it comes 62.5 ms before that.
    b.currentTime = 179.6875;
    joins.update(next, deck({ currentTime: 0, duration: 100, paused: true }), null);
    vi.advanceTimersByTime(249);
    expect(join).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(join).toHaveBeenCalledTimes(2);
  });

  it('does not plan while the end is far, and a cancel drops a planned join', () => {
    const join = vi.fn();
    const joins = new DeckJoin(() => 0, join);
    const next = deck({ currentTime: 0, duration: 100, paused: true });
    joins.update(deck({ currentTime: 100, duration: 200, paused: false }), next, null);
    vi.advanceTimersByTime(200_000);
    expect(join).not.toHaveBeenCalled();
    const current = deck({ currentTime: 199.9, duration: 200, paused: false });
    joins.update(current, next, null);
    joins.cancel(current, next);
    vi.advanceTimersByTime(1_000);
    expect(join).not.toHaveBeenCalled();
  });

  it('a probe plays the waiting deck silently for a moment, puts it back, and the handover waits for its graph delay', () => {
    const clock = { now: 10 };
    const join = vi.fn();
    const joins = new DeckJoin(() => 0, join);
    const waiting = { currentTime: 0, duration: 180, paused: true };
    // Played at 10 s, its first sound reaches the graph at 10.008 s.
    const next = routedDeck(waiting, clock, { from: 10.008 });
    joins.probe(next.deck, next.graph);
    expect(next.element.play).toHaveBeenCalledOnce();
    clock.now = 10.25;
    waiting.currentTime = 0.25;
    next.element.dispatchEvent(new Event('timeupdate'));
    expect(waiting).toMatchObject({ paused: true, currentTime: 0 });
    expect(next.deck.graphDelay).toBeCloseTo(0.008, 9);
    expect(next.nodes.norm.disconnect).toHaveBeenCalledOnce();

    // The current music ends 0.25 s on by its element's clock: play() then, the gains swap 8 ms later.
    const current = routedDeck({ currentTime: 199.75, duration: 200, paused: false }, clock);
    joins.update(current.deck, next.deck, next.graph);
    expect(current.nodes.fade.gain.setValueAtTime).toHaveBeenCalledWith(0, expect.closeTo(10.508, 9));
    expect(next.nodes.fade.gain.setValueAtTime).toHaveBeenCalledWith(1, expect.closeTo(10.508, 9));
    vi.advanceTimersByTime(250);
    expect(join).toHaveBeenCalledOnce();

    // A deck not probed hands over after the least delay measured.
    const unprobed = routedDeck({ currentTime: 0, duration: 90, paused: true }, clock);
    joins.update(next.deck, unprobed.deck, next.graph);
    waiting.paused = false;
    waiting.currentTime = 179.9;
    joins.update(next.deck, unprobed.deck, next.graph);
    expect(unprobed.nodes.fade.gain.setValueAtTime).toHaveBeenLastCalledWith(1, expect.closeTo(10.358, 9));
  });

  it('a deck needed while it probes is put back first, and no figure is taken from it', () => {
    const clock = { now: 0 };
    const joins = new DeckJoin(() => 0, vi.fn());
    const waiting = { currentTime: 0, duration: 180, paused: true };
    const next = routedDeck(waiting, clock, { from: 0.01 });
    joins.probe(next.deck, next.graph);
    waiting.currentTime = 0.02;
    joins.joining(next.deck, next.graph);
    expect(waiting).toMatchObject({ paused: true, currentTime: 0 });
    clock.now = 0.3;
    waiting.currentTime = 0.3;
    next.element.dispatchEvent(new Event('timeupdate'));
    expect(next.deck.graphDelay).toBeNull();
  });

  it('a probe that found no figure (a cold first start) is tried again while the end is far, at most three times', () => {
    const clock = { now: 10 };
    const joins = new DeckJoin(() => 0, vi.fn());
    const waiting = { currentTime: 0, duration: 180, paused: true };
    // Its first start takes 0.3 s, beyond any platform's figure; later ones 5 ms.
    const sound = { from: 10.3 };
    const next = routedDeck(waiting, clock, sound);
    const playing = { currentTime: 100, duration: 200, paused: false };
    const current = routedDeck(playing, clock);
    joins.probe(next.deck, next.graph);
    clock.now = 10.5;
    waiting.currentTime = 0.5;
    next.element.dispatchEvent(new Event('timeupdate'));
    expect(next.deck.graphDelay).toBeNull();

    clock.now = 20;
    sound.from = 20.005;
    joins.probeAgain(current.deck, next.deck, next.graph);
    clock.now = 20.25;
    waiting.currentTime = 0.25;
    next.element.dispatchEvent(new Event('timeupdate'));
    expect(next.deck.graphDelay).toBeCloseTo(0.005, 9);
    expect(next.element.play).toHaveBeenCalledTimes(2);

    // Measured, or near the end: no more probes.
    joins.probeAgain(current.deck, next.deck, next.graph);
    const late = routedDeck({ currentTime: 0, duration: 90, paused: true }, clock);
    playing.currentTime = 198.5;
    joins.probeAgain(current.deck, late.deck, late.graph);
    expect(next.element.play).toHaveBeenCalledTimes(2);
    expect(late.element.play).not.toHaveBeenCalled();
  });
});
