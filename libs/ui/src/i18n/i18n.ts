import { setupI18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import type shell from './locales/en/shell.json';
import type actions from './locales/en/actions.json';
import type activation from './locales/en/activation.json';
import type home from './locales/en/home.json';
import type screens from './locales/en/screens.json';
import type profile from './locales/en/profile.json';
import type admin from './locales/en/admin.json';
import { DEFAULT_LOCALE, directionOf, type AnyLocale } from './locales';

/** A key of the catalogues (libs/ui/src/i18n/locales/en/<area>.json hold the English, the spec's texts). */
export type MessageId = keyof typeof shell | keyof typeof actions | keyof typeof activation | keyof typeof home | keyof typeof screens | keyof typeof profile | keyof typeof admin;
export type MessageValues = Record<string, string | number | Date>;

/** The one Lingui instance of the app, the console and Storybook. */
export const i18n = setupI18n();

/** Counts the catalogue's changes (a language put in force, an area merged in): `useT` users re-render on each. */
let catalogueVersion = 0;

/** Puts a catalogue in force (compiled at build time by vite.i18n.mjs) and tells the document. */
export function activateCatalogue(locale: AnyLocale, messages: Messages): void {
  catalogueVersion += 1;
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
    document.documentElement.dir = directionOf(locale);
  }
}

/**
 * Adds an area's messages to the catalogue in force: a text shown before they came (a key, as Lingui
 * shows a missing message) is shown again in words.
 */
export function mergeIntoCatalogue(locale: AnyLocale, messages: Messages): void {
  catalogueVersion += 1;
  i18n.load(locale, messages);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => (i18n.locale || DEFAULT_LOCALE) as AnyLocale;
const currentVersion = () => catalogueVersion;

/** The active locale; components re-render when it changes. */
export function useLocale(): AnyLocale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `t('player.play')`, `t('tracks.count', { count })`: the message in the active locale. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const version = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per catalogue change re-renders memoised users
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [version]);
}

/** The message outside React (toasts, document titles): call after the catalogue is in force. */
export function translate(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
