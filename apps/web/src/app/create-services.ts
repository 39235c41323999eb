import { browserStorage, createBrowserSession } from '../lib/session';
import { notifyError } from '../lib/toast';
import { createHttpBackend } from './http-backend';
import { createAppQueryClient } from './query-client';
import type { AppServices } from './services';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please activate again.';
/** Carries the expiry toast across the full page load to /activate. */
const EXPIRED_FLAG_KEY = 'tangerine.sessionExpired';

/** Wires the session store, the API and the query cache for the browser (SPEC §4, §8). */
export function createServices(): AppServices {
  const storage = browserStorage();
  const session = createBrowserSession(storage);
  let expiring = false;
  const backend = createHttpBackend({
    session,
    onUnauthorized: () => {
      // Several calls may fail with 401 at once: log out, tell the listener once, reload on /activate.
      if (expiring) return;
      expiring = true;
      session.logout();
      notifyError(SESSION_EXPIRED_MESSAGE);
      try {
        storage.setItem(EXPIRED_FLAG_KEY, '1');
      } catch {
        // The toast already shows on this page; the reload just won't repeat it.
      }
      window.location.assign('/activate');
    },
    onError: notifyError,
  });
  return { storage, session, backend, queryClient: createAppQueryClient() };
}

/** After the reload that a 401 caused, show the expiry toast on /activate. */
export function announceExpiredSession(services: AppServices): void {
  if (services.storage.getItem(EXPIRED_FLAG_KEY) === null) return;
  services.storage.removeItem(EXPIRED_FLAG_KEY);
  notifyError(SESSION_EXPIRED_MESSAGE);
}
