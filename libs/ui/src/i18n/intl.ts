import { i18n } from './i18n';

/** The active locale for Intl (English when none is active yet, e.g. in a bare unit test). */
export function intlLocale(): string {
  const locale = i18n.locale;
  return !locale || locale === 'en' || locale === 'pseudo' ? 'en-US' : locale;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator | Intl.PluralRules>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** The plural category of `count` in the active locale ("one", "few", "many"... in Arabic). */
export function pluralCategory(count: number): Intl.LDMLPluralRule {
  return cached('plural', {}, (locale) => new Intl.PluralRules(locale)).select(count);
}

/** Sorts names as the listener's language does (accents, case, Japanese kana...). */
export function compareNames(a: string, b: string): number {
  return cached('collator', {}, (locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true })).compare(a, b);
}
