import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTOEQ_HEADPHONES, findAutoEqHeadphones, searchAutoEqHeadphones } from './autoeq-headphones.js';
import { MAX_PARAMETRIC_FILTERS, parseParametricList } from './parametric-filters.js';

const names = (query: string) => searchAutoEqHeadphones(query).map((model) => model.name);

describe('the built-in headphone corrections', () => {
  it('are AutoEq’s lists as published: each one plays as a pasted list would', () => {
    expect(AUTOEQ_HEADPHONES.length).toBeGreaterThanOrEqual(10);
    for (const model of AUTOEQ_HEADPHONES) {
      const parsed = parseParametricList(model.text);
      expect(parsed, model.name).toHaveProperty('list');
      if (!('list' in parsed)) continue;
      expect(parsed.list.filters.length, model.name).toBeLessThanOrEqual(MAX_PARAMETRIC_FILTERS);
      // AutoEQ lowers the preamp so no frequency is boosted above 0 dB.
      expect(parsed.list.preamp, model.name).toBeLessThan(0);
      expect(model.source, model.name).toMatch(/^[0-9a-f]{40}$/);
    }
    // The HD 650's list is byte for byte the file copied from AutoEq for the parser's tests.
    const hd650 = readFileSync(new URL('./fixtures/sennheiser-hd-650-parametric-eq.txt', import.meta.url), 'utf8');
    expect(findAutoEqHeadphones('Sennheiser HD 650')?.text).toBe(hd650);
  });

  it('are listed once each, by name', () => {
    const all = AUTOEQ_HEADPHONES.map((model) => model.name);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
  });

  it('are found by any words of the name, in any case and order, with or without spaces and hyphens', () => {
    expect(names('')).toHaveLength(AUTOEQ_HEADPHONES.length);
    expect(names('hd 650')).toEqual(['Sennheiser HD 650']);
    expect(names('HD650')).toEqual(['Sennheiser HD 650']);
    expect(names('sony xm4')).toEqual(['Sony WH-1000XM4']);
    expect(names('wh1000')).toEqual(['Sony WH-1000XM3', 'Sony WH-1000XM4']);
    expect(names('650 sennheiser')).toEqual(['Sennheiser HD 650']);
    expect(names('sennheiser')).toEqual(['Sennheiser HD 600', 'Sennheiser HD 650', 'Sennheiser HD 800 S']);
    expect(names('nothing like it')).toEqual([]);
    expect(findAutoEqHeadphones('sennheiser hd 650')).toBeUndefined();
  });
});
