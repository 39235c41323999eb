import { describe, expect, it } from 'vitest';
import { formatSlowest, slowestTargets } from './slowest-targets.js';

describe('the slowest targets of a CI run', () => {
  it('reads the Nx task profile and lists the ten longest tasks, longest first, with their status when not a success', () => {
    const events = [
      { name: 'thread_name', ph: 'M', ts: 0, args: { name: 'Group #1' } },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `@tangerine/p${i}:test`, ph: 'X', ts: 0, dur: (i + 1) * 1_000_000, args: { status: i === 11 ? 'failure' : 'success' } })),
    ];
    const rows = slowestTargets(events);
    expect(rows.map((row) => row.task)).toEqual(Array.from({ length: 10 }, (_, i) => `@tangerine/p${11 - i}:test`));
    const text = formatSlowest(rows);
    expect(text.split('\n')[1]).toBe('    12.0 s  @tangerine/p11:test (failure)');
    expect(text.split('\n')[2]).toBe('    11.0 s  @tangerine/p10:test');
  });
});
