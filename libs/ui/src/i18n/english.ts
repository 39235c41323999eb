import type { Messages } from '@lingui/core';
import { activateCatalogue } from './i18n';

const ENGLISH = import.meta.glob<Messages>('./locales/en/*.json', { eager: true, import: 'default' });

/** English, every area, as one catalogue: for tests, Storybook's first render and the pseudo-locale. */
export function englishMessages(): Messages {
  return Object.assign({}, ...Object.values(ENGLISH)) as Messages;
}

/**
 * English in force at once, without a chunk to wait for: for tests, Storybook's first render and the
 * server-rendered pages (the app itself loads each catalogue as its own chunk).
 */
export function activateEnglish(): void {
  activateCatalogue('en', englishMessages());
}
