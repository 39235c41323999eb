import { describe, expect, it } from 'vitest';
import { failureLines } from './failed-tests.js';

describe('the failure lines of a red CI run', () => {
  it('keeps what failed (vitest files and tests, the first error line, ESLint and tsc errors) and drops passes (also a × inside a passed test’s name) and colour codes', () => {
    const log = [
      '\u001b[92m@tangerine/server:\u001b[39m  \u001b[32m✓\u001b[39m src/a.test.ts (3 tests) 12ms',
      '@tangerine/web-e2e:  ❯ src/journeys/rooms.e2e.ts (4 tests | 1 failed) 30123ms',
      '@tangerine/web:      ✓ fits every screen of the console on a phone (390 × 844)  1640ms',
      '@tangerine/web-e2e:    × the guest joins by the room code 30001ms',
      '@tangerine/web-e2e:  FAIL  src/journeys/rooms.e2e.ts > rooms > the guest joins by the room code',
      '@tangerine/web-e2e: TimeoutError: locator.click: Timeout 30000ms exceeded.',
      '@tangerine/web-e2e: TimeoutError: locator.click: Timeout 30000ms exceeded.',
      '@tangerine/web:   12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
      "@tangerine/server: src/app.ts(3,1): error TS2304: Cannot find name 'x'.",
      '@tangerine/server: Tests  1830 passed (1830)',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      '@tangerine/web-e2e:    × the guest joins by the room code 30001ms',
      '@tangerine/web-e2e:  FAIL  src/journeys/rooms.e2e.ts > rooms > the guest joins by the room code',
      '@tangerine/web-e2e: TimeoutError: locator.click: Timeout 30000ms exceeded.',
      '@tangerine/web:   12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
      "@tangerine/server: src/app.ts(3,1): error TS2304: Cannot find name 'x'.",
    ]);
  });

  it('stops at the limit, so a storm of errors cannot bury the tail', () => {
    const log = Array.from({ length: 10 }, (_, i) => `Error: number ${i}`).join('\n');
    expect(failureLines(log, 3)).toEqual(['Error: number 0', 'Error: number 1', 'Error: number 2']);
  });
});
