import type { KeyValueStorage, SessionStore } from '@tangerine/session';
import { browserStorage, createBrowserSession } from '../lib/session';
import { notifyApiError } from '../lib/i18n/notify-api-error';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please activate again.';
/** Carries the expiry toast across the full page load to /activate. */
export const EXPIRED_FLAG_KEY = 'tangerine.sessionExpired';

/**
 * What the first paint needs, in the entry chunk: storage and the session (product §4, restored from
 * local storage on load). The API, the query cache and the player come with the app shell
 * (create-services.ts), loaded only once the listener is activated.
 */
export interface CoreServices {
  storage: KeyValueStorage;
  session: SessionStore;
}

export function createCoreServices(): CoreServices {
  const storage = browserStorage();
  return { storage, session: createBrowserSession(storage) };
}

/** After the reload that a 401 caused, show the expiry toast on /activate. */
export function announceExpiredSession(core: CoreServices): void {
  if (core.storage.getItem(EXPIRED_FLAG_KEY) === null) return;
  core.storage.removeItem(EXPIRED_FLAG_KEY);
  notifyApiError({ code: 'unauthorized', message: SESSION_EXPIRED_MESSAGE });
}
