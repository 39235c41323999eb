import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/** Each locale's catalogue is its own chunk: a visit loads only the one it shows. */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  ja: () => import('./locales/ja.json'),
  ar: () => import('./locales/ar.json'),
};

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
}
