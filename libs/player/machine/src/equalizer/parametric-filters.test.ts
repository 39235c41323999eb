import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatParametricList, MAX_PARAMETRIC_FILTERS, parseParametricList, readParametricList } from './parametric-filters.js';

/** AutoEQ's own output for the Sennheiser HD 650 (oratory1990's measurement), as the AutoEq project publishes it. */
const HD650 = readFileSync(new URL('./fixtures/sennheiser-hd-650-parametric-eq.txt', import.meta.url), 'utf8');

const parsed = (text: string) => {
  const result = parseParametricList(text);
  if (!('list' in result)) throw new Error(result.error);
  return result.list;
};
const error = (text: string) => {
  const result = parseParametricList(text);
  return 'error' in result ? result.error : null;
};

describe('a pasted AutoEQ filter list', () => {
  it('reads AutoEQ’s ParametricEQ.txt: the preamp, peaking filters and both shelves', () => {
    const list = parsed(HD650);
    expect(list.preamp).toBe(-6.1);
    expect(list.filters).toHaveLength(10);
    expect(list.filters[0]).toEqual({ kind: 'lowshelf', frequency: 105, gain: 6.4, q: Math.SQRT1_2 });
    expect(list.filters[1]).toEqual({ kind: 'peaking', frequency: 8865, gain: 4.9, q: 1.3 });
    expect(list.filters[5]).toMatchObject({ kind: 'highshelf', frequency: 10000, gain: -2.1 });
    expect(list.filters[9]).toEqual({ kind: 'peaking', frequency: 5316, gain: -1, q: 6 });
  });

  it('skips blank lines, comments and filters switched off; takes Windows line ends and decimal commas; no preamp is 0 dB', () => {
    const list = parsed('# my headphones\r\n\r\nFilter 1: OFF PK Fc 100 Hz Gain 3 dB Q 1\r\nFilter 2: ON PK Fc 1000 Hz Gain -2,5 dB Q 1,41\r\n');
    expect(list).toEqual({ preamp: 0, filters: [{ kind: 'peaking', frequency: 1000, gain: -2.5, q: 1.41 }] });
  });

  it('refuses what it cannot play as written, naming the line', () => {
    expect(error('Preamp: -3 dB\nFilter 1: ON LP Fc 100 Hz Q 0.7')).toBe('Line 2: the filter type LP is not one the equalizer has (PK, LSC, HSC).');
    expect(error('Filter 1: ON PK Fc 5 Hz Gain 3 dB Q 1')).toBe('Line 1: the frequency 5 Hz is outside 10–24,000 Hz.');
    expect(error('Filter 1: ON PK Fc 100 Hz Gain 40 dB Q 1')).toBe('Line 1: the filter needs a gain within ±30 dB.');
    expect(error('Filter 1: ON PK Fc 100 Hz Gain 3 dB')).toBe('Line 1: the filter needs a Q between 0.05 and 30.');
    expect(error('Filter 1: ON LSC Fc 100 Hz Gain 3 dB Q 2')).toBe('Line 1: a shelf here has Q 0.71 (it has 2).');
    expect(error('Preamp: -3 dB\nPreamp: -2 dB\nFilter 1: ON PK Fc 100 Hz Gain 3 dB Q 1')).toBe('Line 2: a second preamp.');
    expect(error('hello')).toBe('Line 1: not a preamp or a filter ("hello").');
    expect(error('Preamp: -3 dB')).toBe('The list has no filter switched on.');
    expect(error('x'.repeat(5000))).toBe('A filter list is text of at most 4000 characters.');
    const many = Array.from({ length: MAX_PARAMETRIC_FILTERS + 1 }, (_, i) => `Filter ${i + 1}: ON PK Fc ${100 + i} Hz Gain 1 dB Q 1`).join('\n');
    expect(error(many)).toBe(`Line ${MAX_PARAMETRIC_FILTERS + 1}: more than ${MAX_PARAMETRIC_FILTERS} filters.`);
  });

  it('is saved and read back unchanged, and a saved list that fails the checks is dropped', () => {
    const list = parsed(HD650);
    expect(readParametricList(JSON.parse(JSON.stringify(list)))).toEqual(list);
    expect(parsed(formatParametricList(list))).toEqual(list);
    expect(readParametricList({ preamp: 0, filters: [{ kind: 'peaking', frequency: 1e9, gain: 1, q: 1 }] })).toBeNull();
    expect(readParametricList({ preamp: 'loud', filters: [] })).toBeNull();
    expect(readParametricList(null)).toBeNull();
  });
});
