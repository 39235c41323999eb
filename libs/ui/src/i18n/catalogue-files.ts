import type { Messages } from '@lingui/core';

const FILES = import.meta.glob<{ default: Messages }>('./locales/*/*.json');

/**
 * One area's catalogue of one locale (libs/ui/src/i18n/locales/<locale>/<area>.json), imported as its
 * own chunk. The web app's build replaces this module (vite.i18n.mjs, `catalogueFiles`) with one that
 * names the chunks by a pattern, so the first paint carries no table of every catalogue's file.
 */
export function importCatalogue(locale: string, area: string): Promise<{ default: Messages }> {
  const load = FILES[`./locales/${locale}/${area}.json`];
  return load ? load() : Promise.reject(new Error(`no catalogue ${locale}/${area}`));
}
