import type { Messages } from '@lingui/core';
import english from './locales/en.json';
import { activateCatalogue } from './i18n';

/**
 * English in force at once, without a chunk to wait for: for tests, Storybook's first render and the
 * server-rendered pages (the app itself loads each catalogue as its own chunk).
 */
export function activateEnglish(): void {
  activateCatalogue('en', english as Messages);
}
