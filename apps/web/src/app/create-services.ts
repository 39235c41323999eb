import type { ApiError } from '@tangerine/api';
import { configureApi } from '../api/client';
import { bindMediaSession } from '../lib/media-session';
import { createPlayerService } from '../lib/player';
import { browserStorage, createBrowserSession } from '../lib/session';
import { notifyError } from '../lib/toast';
import { createApiBackend } from './api-backend';
import { createAppQueryClient } from './query-client';
import type { AppServices } from './services';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please activate again.';
/** Carries the expiry toast across the full page load to /activate. */
const EXPIRED_FLAG_KEY = 'tangerine.sessionExpired';

/** Wires the session store, the API, the query cache and the player for the browser (SPEC §4, §8). */
export function createServices(): AppServices {
  const storage = browserStorage();
  const session = createBrowserSession(storage);
  let expiring = false;

  function onUnauthorized() {
    // Several calls may fail with 401 at once: log out, tell the listener once, reload on /activate.
    if (expiring || !session.getSnapshot().isActivated) return;
    expiring = true;
    session.logout();
    notifyError(SESSION_EXPIRED_MESSAGE);
    try {
      storage.setItem(EXPIRED_FLAG_KEY, '1');
    } catch {
      // The toast already shows on this page; the reload just won't repeat it.
    }
    window.location.assign('/activate');
  }

  const api = configureApi({
    getDeviceId: () => session.getDeviceId(),
    getAccessToken: () => session.getAccessToken(),
    getRefreshToken: () => session.getRefreshToken(),
    onTokensRefreshed: (tokens) => {
      // The refresh token is single-use: keep the new pair with the rest of the session.
      const { isActivated, activationCode, expiryDate, deviceId } = session.getSnapshot();
      if (!isActivated || !activationCode || !deviceId) return;
      session.activate({
        code: activationCode,
        expiryDate: tokens.expiry_date || expiryDate || '',
        deviceId,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
      });
    },
    onUnauthorized,
    onError: (error: ApiError) => notifyError(error.message),
  });
  const backend = createApiBackend(api);
  const player = createPlayerService({ audio: new Audio(), storage, session, backend });
  bindMediaSession(player.actor);
  return { storage, session, backend, player, queryClient: createAppQueryClient() };
}

/** After the reload that a 401 caused, show the expiry toast on /activate. */
export function announceExpiredSession(services: AppServices): void {
  if (services.storage.getItem(EXPIRED_FLAG_KEY) === null) return;
  services.storage.removeItem(EXPIRED_FLAG_KEY);
  notifyError(SESSION_EXPIRED_MESSAGE);
}
