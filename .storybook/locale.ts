import type { Preview } from '@storybook/react-vite';
import { activateCatalogue, activateEnglish, directionOf, englishMessages, isLocale, loadCatalogue, LOCALES, PSEUDO_LOCALE } from '../libs/ui/src';
import { pseudoLocalize } from '../libs/ui/src/i18n/pseudo';

/** The toolbar's locale (each catalogue, plus the pseudo-locale) and a direction override. */
export const localeGlobalTypes: Preview['globalTypes'] = {
  locale: {
    description: 'Language of the texts',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      dynamicTitle: true,
      items: [...LOCALES.map((locale) => ({ value: locale.code, title: locale.name })), { value: PSEUDO_LOCALE, title: 'Pseudo (accented, 40% longer)' }],
    },
  },
  direction: {
    description: 'Layout direction (auto: the locale’s)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      dynamicTitle: true,
      items: [
        { value: 'auto', title: 'Direction: locale' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
    },
  },
};

/** Puts the toolbar's locale in force before a story renders, then the direction it asks for. */
export async function withLocale({ globals }: { globals: Record<string, unknown> }): Promise<Record<string, never>> {
  const locale = String(globals['locale'] ?? 'en');
  if (locale === PSEUDO_LOCALE) activateCatalogue(PSEUDO_LOCALE, pseudoLocalize(englishMessages()));
  else if (isLocale(locale) && locale !== 'en') activateCatalogue(locale, await loadCatalogue(locale));
  else activateEnglish();
  const direction = String(globals['direction'] ?? 'auto');
  document.documentElement.dir = direction === 'ltr' || direction === 'rtl' ? direction : directionOf(isLocale(locale) ? locale : 'en');
  return {};
}
