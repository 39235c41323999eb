import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppShell, PLAY_CONTROL_SELECTOR } from '@tangerine/ui';
import { AppSidebar } from '../features/shell';
import { afterFirstScreen } from '../lib/first-load/after-first-screen';
import { preloadableLazy } from '../lib/first-load/preloadable-lazy';
import { LazyPart, lazyWithRetry } from '../lib/lazy';
import { needsNetwork } from '@tangerine/offline-web/offline-routes';
import { useOnline } from '@tangerine/offline-web/use-online';
import { useServiceWorkerUpdate } from '@tangerine/offline-web/service-worker-update';
import { usePlayerShortcuts } from '@tangerine/player-web/keyboard';
import { usePlayerActor, usePlayerSelector, usePlayerService } from '@tangerine/player-web';
import { useStorage } from '../lib/session';
import { useContinueOffer, useIsRemote } from '@tangerine/connect-web';
import { useRoomEnded } from '@tangerine/rooms-web';
import { focusSearchInput } from './focus-search';
import { warmOnIntent } from './warm-on-intent';

/**
 * The switch for the offline worker (src/sw), registered in a production build only. Off, the app registers
 * none (a worker a device installed before stays until unregistered). The web e2e files run with it on:
 * offline.e2e.ts is offline listening, frame/screens/audio-engine play online through it.
 */
const OFFLINE_WORKER_ENABLED = true;
const scheduleAfterFirstScreen = (task: () => void) => afterFirstScreen.schedule(task);

// What the shell shows only once there is a track or a dialog loads then, not with the first paint.
const ContinueListeningPrompt = lazyWithRetry(() => import('../features/player/continue-listening').then((module) => ({ default: module.ContinueListeningPrompt })));
// The player bar and the shell's overlays load through shell-overlays.ts (its own chunk), on use or intent.
const overlays = () => import('./shell-overlays');
const PlayerBar = lazyWithRetry(() => overlays().then((module) => module.loadPlayerBar()));
const FullscreenPlayer = lazyWithRetry(() => overlays().then((module) => module.loadFullscreenPlayer()));
const RemoteFullscreenPlayer = lazyWithRetry(() => overlays().then((module) => module.loadRemoteFullscreenPlayer()));
// The profile dialog and the two parts it holds: loaded ahead (intent, or once the first screen is up),
// they render in the click's own commit; a React.lazy part would suspend, and React shows a
// revealed fallback's content no sooner than 300 ms after it.
const profileDialog = preloadableLazy(() => overlays().then((module) => module.loadProfileDialogContainer()).then((module) => module.default));
const appPasswords = preloadableLazy(() => overlays().then((module) => module.loadAppPasswordsContainer()).then((module) => module.default));
const playbackSettings = preloadableLazy(() => overlays().then((module) => module.loadPlaybackSettingsContainer()).then((module) => module.default));
const ProfileDialogContainer = profileDialog.Component;
const AppPasswordsContainer = appPasswords.Component;
const PlaybackSettingsContainer = playbackSettings.Component;
/** The profile dialog's three chunks together, not one after another (a failed prefetch is retried by the render); exported for its test. */
export const preloadProfileDialog = () => Promise.all([profileDialog.preload(), playbackSettings.preload(), appPasswords.preload()]).catch(() => undefined);
const UnavailableOfflinePage = lazyWithRetry(() => overlays().then((module) => module.loadUnavailableOfflinePage()));
const ShortcutsDialog = lazyWithRetry(() => overlays().then((module) => module.loadShortcutsDialog()));
const offlineNotice = preloadableLazy(() => import('./shell-notices').then((module) => module.OfflineIndicator));
const OfflineIndicator = offlineNotice.Component;
/** A page opened offline shows the notice in its first paint (boot.tsx loads it before the first render). */
export const preloadOfflineNotice = offlineNotice.preload;
/** What the shell shows offline, loaded while the network is there: the notice and the page of a screen that needs the network. */
export const preloadOfflineShell = () => Promise.all([offlineNotice.preload(), overlays().then((module) => module.loadUnavailableOfflinePage())]);
const UpdateNotice = lazyWithRetry(() => import('./shell-notices').then((module) => ({ default: module.UpdateNotice })));

const SIDEBAR_KEY = 'tangerine.sidebarCollapsed';
/** The sidebar's profile tile (libs/ui marks it). */
const PROFILE_BUTTON_SELECTOR = '[data-profile-button]';

/** The shell every guarded screen renders in: sidebar, scrolling main area, persistent bottom player. */
export function AppLayout() {
  const storage = useStorage();
  const [collapsed, setCollapsed] = useState(() => storage.getItem(SIDEBAR_KEY) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Back from Last.fm's sign-in (a page load the server sends here): the profile dialog opens on its outcome.
  const [profileOpen, setProfileOpen] = useState(() => new URLSearchParams(window.location.search).has('lastfm'));
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const player = usePlayerActor();
  const playerService = usePlayerService();
  const hasTrack = usePlayerSelector((s) => s.context.currentIndex >= 0 && s.context.queue.length > 0);
  const isFullscreen = usePlayerSelector((s) => s.context.isFullscreen);
  // Connect: a remote shows the bar of the device it controls; a fresh device offers the saved queue.
  const isRemote = useIsRemote();
  const continueOffer = useContinueOffer();
  // A room's end is said in the player's place, even once it took the queue (a removed guest's).
  const roomEnded = useRoomEnded();
  const online = useOnline();
  const applyUpdate = useServiceWorkerUpdate(OFFLINE_WORKER_ENABLED && import.meta.env.PROD, scheduleAfterFirstScreen);

  // The bar mounts with the first play: its code is fetched when a play control is about to be used,
  // after the player's machine (warmed on the same intent, create-services.ts) and, when the click came
  // at once, after its audio has started: the click that starts the music does not also fetch and compile it.
  useEffect(
    () => warmOnIntent(PLAY_CONTROL_SELECTOR, () => playerService.afterAudioStarts(() => void overlays().then((module) => module.loadPlayerBar()).catch(() => undefined))),
    [playerService],
  );

  // The profile dialog and the two parts it holds load together once the first screen is up, or
  // sooner when the pointer or focus reaches its button, so the click opens it whole at once.
  useEffect(() => {
    const stopWatching = warmOnIntent(PROFILE_BUTTON_SELECTOR, preloadProfileDialog);
    const cancelLater = afterFirstScreen.schedule(preloadProfileDialog);
    return () => {
      stopWatching();
      cancelLater();
    };
  }, []);

  usePlayerShortcuts({
    onSearch: () => {
      if (location.pathname !== '/search') void navigate('/search');
      focusSearchInput();
    },
    onHelp: () => setHelpOpen(true),
  });

  const toggleSidebar = useCallback(() => {
    setCollapsed((value) => {
      try {
        storage.setItem(SIDEBAR_KEY, String(!value));
      } catch {
        // Remembering the choice is a nicety; storage may be full or disabled.
      }
      return !value;
    });
  }, [storage]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openProfile = useCallback(() => {
    setDrawerOpen(false);
    setProfileOpen(true);
  }, []);

  return (
    <>
      <AppShell
        sidebar={
          <AppSidebar
            collapsed={collapsed}
            onToggleCollapsed={toggleSidebar}
            drawerOpen={drawerOpen}
            onCloseDrawer={closeDrawer}
            onOpenProfile={openProfile}
          />
        }
        player={
          (hasTrack || isRemote || roomEnded) && !isFullscreen ? (
            <LazyPart>
              <PlayerBar />
            </LazyPart>
          ) : continueOffer ? (
            <LazyPart>
              <ContinueListeningPrompt />
            </LazyPart>
          ) : undefined
        }
        onOpenDrawer={() => setDrawerOpen(true)}
        drawerOpen={drawerOpen}
      >
        {online ? null : (
          <LazyPart>
            <OfflineIndicator />
          </LazyPart>
        )}
        <LazyPart>{online || !needsNetwork(location.pathname) ? <Outlet /> : <UnavailableOfflinePage />}</LazyPart>
      </AppShell>
      <LazyPart>
        {isFullscreen && (isRemote ? <RemoteFullscreenPlayer /> : hasTrack && <FullscreenPlayer />)}
        {profileOpen && (
          <ProfileDialogContainer
            onClose={() => setProfileOpen(false)}
            onLoggedOut={async () => {
              player.send({ type: 'queue.clear' });
              await playerService.activitySettled();
            }}
          >
            <LazyPart>
              <PlaybackSettingsContainer />
            </LazyPart>
            <LazyPart>
              <AppPasswordsContainer />
            </LazyPart>
          </ProfileDialogContainer>
        )}
        {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
      </LazyPart>
      {applyUpdate ? (
        <LazyPart>
          <UpdateNotice onReload={applyUpdate} />
        </LazyPart>
      ) : null}
    </>
  );
}
