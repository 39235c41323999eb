import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioDeck } from './audio-deck';
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
});
