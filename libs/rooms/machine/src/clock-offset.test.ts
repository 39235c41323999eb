import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addExchange, emptyClockEstimate, sampleOf, serverTimeAt, type ClockEstimate } from './clock-offset.js';
import { CLOCK_BEST_SAMPLES, CLOCK_WINDOW_SAMPLES } from './constants.js';

/** One exchange between a device whose clock is `skewMs` off the server's and the server, with the given one-way delays. */
function exchange(trueNowMs: number, skewMs: number, upMs: number, downMs: number) {
  return { sentAt: trueNowMs + skewMs, serverAt: trueNowMs + upMs, receivedAt: trueNowMs + upMs + downMs + skewMs };
}

describe('clock offset', () => {
  it('reads offset and round trip from one exchange', () => {
    expect(sampleOf({ sentAt: 1000, serverAt: 5050, receivedAt: 1100 })).toEqual({ offsetMs: 4000, delayMs: 100 });
  });

  it('leaves the server’s own time between the question’s arrival and its answer out of offset and round trip', () => {
    expect(sampleOf({ sentAt: 1000, serverReceivedAt: 5050, serverAt: 5100, receivedAt: 1150 })).toEqual({ offsetMs: 4000, delayMs: 100 });
  });

  it('is not put early by a bus of 20–60 ms between the process asked and the one that answers (seeded)', () => {
    let state = 39;
    const uniform = () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
    let estimate: ClockEstimate = emptyClockEstimate;
    for (let i = 0; i < CLOCK_WINDOW_SAMPLES; i++) {
      const sentAt = i * 2000 + 3000;
      const arrivedAt = i * 2000 + 1 + uniform() * 2;
      const answeredAt = arrivedAt + 20 + uniform() * 40;
      estimate = addExchange(estimate, { sentAt, serverReceivedAt: arrivedAt, serverAt: answeredAt, receivedAt: answeredAt + 1 + uniform() * 2 + 3000 });
    }
    // Counted on the way up, the bus would put it 10–30 ms early.
    expect(Math.abs((estimate.offsetMs as number) + 3000)).toBeLessThanOrEqual(2);
  });

  it('ignores an exchange that came back before it left', () => {
    const estimate = addExchange(emptyClockEstimate, { sentAt: 1000, serverAt: 5, receivedAt: 900 });
    expect(estimate).toBe(emptyClockEstimate);
    expect(serverTimeAt(0, estimate)).toBeNull();
  });

  it('trusts the fast exchanges over a slow one that lies by half its round trip', () => {
    let estimate: ClockEstimate = emptyClockEstimate;
    for (let i = 0; i < 6; i++) estimate = addExchange(estimate, exchange(i * 1000, -600_000, 2, 2));
    estimate = addExchange(estimate, exchange(7000, -600_000, 900, 1));
    expect(estimate.offsetMs).toBe(600_000);
  });

  it('forgets exchanges beyond its window, so it follows a clock that was stepped', () => {
    let estimate: ClockEstimate = emptyClockEstimate;
    for (let i = 0; i < CLOCK_WINDOW_SAMPLES; i++) estimate = addExchange(estimate, exchange(i, 0, 1, 1));
    for (let i = 0; i < CLOCK_WINDOW_SAMPLES; i++) estimate = addExchange(estimate, exchange(i, 3000, 5, 5));
    expect(estimate.samples).toHaveLength(CLOCK_WINDOW_SAMPLES);
    expect(estimate.offsetMs).toBe(-3000);
  });

  it('lands within half the round trip of its best exchanges for a clock 10 minutes wrong and 0–100 ms random delays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600_000, max: 600_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })), { minLength: CLOCK_BEST_SAMPLES, maxLength: 60 }),
        (skewMs, delays) => {
          let estimate: ClockEstimate = emptyClockEstimate;
          delays.forEach(([up, down], i) => (estimate = addExchange(estimate, exchange(1_700_000_000_000 + i * 2000, skewMs, up, down))));
          const error = Math.abs((estimate.offsetMs as number) + skewMs);
          expect(error).toBeLessThanOrEqual((estimate.errorBoundMs as number) + 1e-9);
          expect(error).toBeLessThanOrEqual(50);
        },
      ),
    );
  });

  it('gets within 25 ms for a clock 10 minutes wrong after 24 exchanges with 0–100 ms random delays (seeded)', () => {
    const errors: number[] = [];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })), { minLength: 24, maxLength: 24 }), (delays) => {
        let estimate: ClockEstimate = emptyClockEstimate;
        delays.forEach(([up, down], i) => (estimate = addExchange(estimate, exchange(i * 2000, 600_000, up, down))));
        errors.push(Math.abs((estimate.offsetMs as number) + 600_000));
      }),
      { seed: 39, numRuns: 200 },
    );
    errors.sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThanOrEqual(25);
  });

  it('gets within 8 ms (p95) when only the way out is delayed 0–100 ms at random, as a busy uplink does (seeded)', () => {
    // Each such exchange reads the offset off by half its delay: only the fastest ones may count.
    let state = 39;
    const uniform = () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
    const errors: number[] = [];
    for (let run = 0; run < 400; run++) {
      let estimate: ClockEstimate = emptyClockEstimate;
      for (let i = 0; i < CLOCK_WINDOW_SAMPLES; i++) estimate = addExchange(estimate, exchange(i * 2000, 3000, uniform() * 100, uniform() * 2));
      errors.push(Math.abs((estimate.offsetMs as number) + 3000));
    }
    errors.sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length * 0.95)]).toBeLessThanOrEqual(8);
  });
});
