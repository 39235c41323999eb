import { describe, expect, it } from 'vitest';
import { directionOf, matchLocale } from './locales';

describe('matchLocale (navigator.languages on a first visit)', () => {
  it('takes the first language Tangerine speaks, exact tag first', () => {
    expect(matchLocale(['ja-JP', 'en-US'])).toBe('ja');
    expect(matchLocale(['sv-SE', 'de-AT', 'fr'])).toBe('de');
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['PT-br'])).toBe('pt-BR');
    expect(matchLocale(['ar-EG'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(matchLocale(['sv-SE', 'fi'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('knows Arabic reads right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
    expect(directionOf('pseudo')).toBe('ltr');
  });
});
