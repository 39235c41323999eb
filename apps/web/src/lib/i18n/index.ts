import { isLocale, LOCALE_STORAGE_KEY, matchLocale, PSEUDO_LOCALE, PSEUDO_LOCALE_BUILT, showLocale, type AnyLocale, type Locale } from '@tangerine/ui';
import type { KeyValueStorage } from '@tangerine/session';

/**
 * The language chosen on this device, else the first of the browser's that Tangerine speaks (or the
 * pseudo-locale, saved by a test, in a build made to check layouts with it).
 */
export function initialLocale(storage: Pick<KeyValueStorage, 'getItem'>, languages: readonly string[]): AnyLocale {
  let saved: string | null = null;
  try {
    saved = storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // No storage (private mode): the browser's languages decide, as on a first visit.
  }
  if (PSEUDO_LOCALE_BUILT && saved === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return isLocale(saved) ? saved : matchLocale(languages);
}

/** Loads the locale's catalogues (the shell's and every area asked for) and puts them in force: `<html lang dir>` follow. */
export { showLocale };

/** The listener's choice in the profile dialog, kept on this device. */
export async function chooseLocale(storage: KeyValueStorage, locale: Locale): Promise<void> {
  await showLocale(locale);
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The language still changes for this visit.
  }
}
