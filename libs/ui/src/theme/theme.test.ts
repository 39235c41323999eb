import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { theme } from './theme';

const { colors } = theme;
const surfaces = { background: colors.background, surface: colors.surface, surfaceRaised: colors.surfaceRaised, surfaceHover: colors.surfaceHover };
const AA_BODY = 4.5;
const AA_LARGE_OR_UI = 3;

describe('theme contrast (WCAG AA)', () => {
  it.each(Object.entries(surfaces))('body text roles on %s reach 4.5:1', (_, surface) => {
    for (const text of [colors.text, colors.textMuted, colors.dangerText, colors.brand]) {
      expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_BODY);
    }
  });

  it('text on fills reaches 4.5:1: on-brand on brand and brand-strong, on danger; on-success on success', () => {
    expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastRatio(colors.onBrand, colors.brandStrong)).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastRatio(colors.onBrand, colors.danger)).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastRatio(colors.onBrand, colors.dangerText)).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastRatio(colors.onSuccess, colors.success)).toBeGreaterThanOrEqual(AA_BODY);
  });

  it('the focus ring (brand) stands out from every surface by 3:1', () => {
    for (const surface of Object.values(surfaces)) expect(contrastRatio(colors.brand, surface)).toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(() => contrastRatio('red', '#000000')).toThrow(/#RRGGBB/);
  });
});

describe('spacing', () => {
  it('is a 4 px scale with shorthand', () => {
    expect(theme.space(0)).toBe('0px');
    expect(theme.space(4)).toBe('16px');
    expect(theme.space(0.5)).toBe('2px');
    expect(theme.space(2, 4)).toBe('8px 16px');
  });
});
