import { describe, expect, it } from 'vitest';
import { pacedProgress } from './transfer-messages';

describe('pacedProgress', () => {
  it('tells the first progress at once, then at most once per interval, with the bytes of the moment', () => {
    let clock = 0;
    const told: number[] = [];
    const progress = pacedProgress((received) => told.push(received), 100, () => clock);
    for (const [at, received] of [[0, 10], [40, 20], [99, 30], [100, 40], [150, 50], [230, 60]] as const) {
      clock = at;
      progress(received, 100);
    }
    expect(told).toEqual([10, 40, 60]);
  });
});
