import type { ApiError } from '@tangerine/api';
import { PLAY_CONTROL_SELECTOR } from '@tangerine/ui';
import { api as configuredApi, configureApi } from '../api/client';
import { setRoomStreamingQuality, trackToPlayerItem, type PlayerHandle, type PlayerService } from '@tangerine/player-web';
import { lazyPlayer } from '@tangerine/player-web/lazy-player';
import { deferredBackend } from '../lib/first-load';
import { afterFirstScreen, type AfterFirstScreen } from '../lib/first-load/after-first-screen';
import { provideSleepTimer } from '@tangerine/player-web/sleep-timer';
import { notifyApiError } from '../lib/i18n/notify-api-error';
import { createCoreServices, EXPIRED_FLAG_KEY, SESSION_EXPIRED_MESSAGE, type CoreServices } from './core-services';
import { createAppQueryClient } from './query-client';
import type { AppServices } from './services';
import { wipeOnLogout } from './wipe-on-logout';
import { warmOnIntent } from './warm-on-intent';

const created = new WeakMap<CoreServices, AppServices>();

/** The app's services for this page: created once, on first use (the shell, or an activation). */
export function appServicesFor(core: CoreServices): AppServices {
  let services = created.get(core);
  if (!services) {
    services = createServices(core);
    created.set(core, services);
  }
  return services;
}

const loadMediaSession = () => import('@tangerine/player-web/media-session');

/**
 * The OS media controls matter once there is a track: their module loads then, not with the shell.
 * They follow the view, so their artwork fetch waits until the audio has started loading.
 */
function bindMediaSessionWithFirstTrack(player: PlayerHandle): void {
  const hasTrack = () => player.view.getSnapshot().context.queue.length > 0;
  const bind = () => {
    void loadMediaSession()
      .then(({ bindMediaSession }) => bindMediaSession(player.actor, navigator.mediaSession, player.view))
      .catch((error: unknown) => console.error('The media session controls did not load', error));
  };
  if (hasTrack()) {
    bind();
    return;
  }
  const subscription = player.view.subscribe(() => {
    if (!hasTrack()) return;
    subscription.unsubscribe();
    bind();
  });
}

/**
 * The player's audio graph (an AudioContext: a long task of its own) is made once the player's machine
 * has loaded (on a play screen, or on a play control's intent), in an idle period after the first
 * screen: not in the first load of a page that has not asked to play, nor in the click that starts the song.
 */
function prepareAudioOnceLoaded(service: PlayerService, session: CoreServices['session'], later: AfterFirstScreen): void {
  later.schedule(() => {
    if (session.getSnapshot().isActivated) service.engine.prepare();
  });
}

/**
 * Wires the session store, the API, the query cache and the player for the browser (product §4, §8).
 * What the first screen does not need starts on `later`: the page's queue after its first screen.
 */
export function createServices({ storage, session }: CoreServices = createCoreServices(), later: AfterFirstScreen = afterFirstScreen): AppServices {
  let expiring = false;
  // Offline listening: a device logged out (logout, or a 401 for a revoked or expired code) keeps no downloads.
  wipeOnLogout(session, () =>
    import('@tangerine/offline-web/wipe')
      .then(({ wipeThisDevice }) => wipeThisDevice(() => api))
      .catch((error: unknown) => console.error('The downloads of this device could not be deleted', error)),
  );

  function onUnauthorized() {
    // Several calls may fail with 401 at once: log out, tell the listener once, reload on /activate.
    if (expiring || !session.getSnapshot().isActivated) return;
    expiring = true;
    session.logout();
    notifyApiError({ code: 'unauthorized', message: SESSION_EXPIRED_MESSAGE });
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
    onError: (error: ApiError) => notifyApiError(error),
  });
  // The server sets the HttpOnly cookie it renders Home from (for the next visit: after the first screen); a failure only costs that head start.
  later.schedule(() =>
    import('../lib/session/page-session-cookie').then(({ keepPageSessionCookie, rememberedTimeZone }) =>
      keepPageSessionCookie(session, (timeZone) => api.quiet.PUT('/api/v1/auth/page-session', { body: { time_zone: timeZone ?? null } }), rememberedTimeZone(storage)),
    ),
  );
  // Plays, heartbeats and URL renewals: their calls load with the first of them, not with the shell.
  const queryClient = createAppQueryClient();
  const backend = deferredBackend(() => import('./api-backend').then((module) => module.createApiBackend(api, undefined, module.refreshingIn(queryClient))));
  // The player's machine, its calls and the OS media controls load when a play control is about to be used
  // (or with the player's first event: a shortcut, a remote's command), not with the shell.
  const audio = new Audio();
  const player = lazyPlayer({
    audio,
    storage,
    session,
    load: () =>
      Promise.all([import('@tangerine/player-web/player-service'), import('@tangerine/offline-web/stored-audio'), import('@tangerine/player-web/equalizer')]).then(
        ([{ createPlayerService }, { storedAudioSource }, { provideEqualizer }]) => {
          // The equalizer comes with the player's machine, not with the shell: saved settings apply before the first sound.
          provideEqualizer(player, storage);
          return createPlayerService({ audio, storage, session, backend, yieldToMediaLoad: true, storedAudio: storedAudioSource });
        },
      ),
    onLoaded: (service) => prepareAudioOnceLoaded(service, session, later),
  });
  // Its slot loads with the player bar and its machine on the first choice, or at once when a timer was running before the reload.
  void provideSleepTimer(player, storage);
  warmOnIntent(PLAY_CONTROL_SELECTOR, () => {
    void player.warm();
    // A click that follows at once waits for the player's machine alone; the rest loads once its audio plays.
    player.afterAudioStarts(() => {
      backend.warm();
      loadMediaSession().catch(() => undefined); // A failed prefetch is retried, and reported, by the binding.
    });
  });
  bindMediaSessionWithFirstTrack(player);
  // Connect's start is no first-screen work: its code too loads after the first screen.
  later.schedule(() =>
    import('./run-connect').then(({ runConnectWhileActivated }) =>
      runConnectWhileActivated({ api: configuredApi, player, session, toPlayerTrack: trackToPlayerItem, setStreamingQuality: setRoomStreamingQuality }),
    ),
  );
  // A saved equalizer is ready before the first play: its machine and solved curve are no work of the click's.
  later.schedule(() => import('@tangerine/player-web/equalizer').then(({ prepareSavedEqualizer }) => prepareSavedEqualizer(player, storage)));
  return { storage, session, backend, player, queryClient };
}
