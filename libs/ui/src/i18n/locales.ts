/** The languages Tangerine speaks: each option of the profile's "Language" select names itself. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
/** Storybook's accented, 40% longer English, to catch truncation; never offered to listeners. */
export const PSEUDO_LOCALE = 'pseudo';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = 'en';
/** Local storage key of the language chosen on this device. */
export const LOCALE_STORAGE_KEY = 'tangerine.locale';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.code === value);
}

export function directionOf(locale: AnyLocale): 'ltr' | 'rtl' {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
}

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that Tangerine
 * speaks: an exact tag wins, else the same language in another region (`de-AT` → `de`, `pt-PT` →
 * `pt-BR`); English when none matches.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((locale) => locale.code.toLowerCase() === lower);
    if (exact) return exact.code;
    const language = lower.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.code.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return DEFAULT_LOCALE;
}
