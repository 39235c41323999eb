import { describe, expect, test } from 'vitest';
import { planPrecache } from './batched-precache';

const origin = 'https://tangerine.test';
const hashed = (count: number): Array<[string, string]> => Array.from({ length: count }, (_, index) => [`${origin}/assets/chunk-${index}.js`, `${origin}/assets/chunk-${index}.js`]);
const page: [string, string] = [`${origin}/index.html`, `${origin}/index.html?__WB_REVISION__=abc`];

describe('planPrecache', () => {
  test('stores files under their own address in batches, a revisioned file through the per-file install', () => {
    const plan = planPrecache([page, ...hashed(50)], new Set(), () => false, 24);
    expect(plan.batches.map((batch) => batch.length)).toEqual([24, 24, 2]);
    expect(plan.batches.flat()).toEqual(hashed(50).map(([url]) => url));
    expect(plan.oneByOne).toEqual([page]);
  });

  test('an update leaves out what the cache already holds under its key', () => {
    const [first, second, third] = hashed(3) as [[string, string], [string, string], [string, string]];
    const plan = planPrecache([page, first, second, third], new Set([first[1], page[1]]), () => false, 24);
    expect(plan.batches).toEqual([[second[0], third[0]]]);
    expect(plan.oneByOne).toEqual([]);
  });

  test('a file with an integrity is checked by the per-file install', () => {
    const [plain, checked] = hashed(2) as [[string, string], [string, string]];
    const plan = planPrecache([plain, checked], new Set(), (cacheKey) => cacheKey === checked[1], 24);
    expect(plan.batches).toEqual([[plain[0]]]);
    expect(plan.oneByOne).toEqual([checked]);
  });
});
