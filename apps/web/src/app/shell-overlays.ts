// What the shell opens on the listener's action (or when the network goes), each a chunk of its own.
// These loaders are a chunk apart from the shell: the chunks each one needs are no first-paint code.
// Each loads its area of the catalogues beside its chunk.
import { loadArea, type Area } from '@tangerine/ui';

const withArea = <T,>(area: Area, load: Promise<T>): Promise<T> => Promise.all([load, loadArea(area)]).then(([module]) => module);

export const loadFullscreenPlayer = () =>
  withArea('screens', import('../features/player/fullscreen-player').then((module) => ({ default: module.FullscreenPlayer })));
export const loadRemoteFullscreenPlayer = () =>
  withArea('screens', import('../features/player/remote-fullscreen-player').then((module) => ({ default: module.RemoteFullscreenPlayer })));
export const loadProfileDialogContainer = () =>
  withArea('profile', import('../features/shell/profile-dialog-container').then((module) => ({ default: module.ProfileDialogContainer })));
export const loadAppPasswordsContainer = () =>
  withArea('profile', import('../features/app-passwords').then((module) => ({ default: module.AppPasswordsContainer })));
export const loadPlaybackSettingsContainer = () =>
  withArea('profile', import('../features/player/playback-settings-container').then((module) => ({ default: module.PlaybackSettingsContainer })));
export const loadUnavailableOfflinePage = () =>
  withArea('screens', import('./unavailable-offline-page').then((module) => ({ default: module.UnavailableOfflinePage })));
export const loadShortcutsDialog = () =>
  withArea('screens', import('./shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })));
// The bar's texts (transport, sleep timer, speed, Devices) are the actions area's, loaded after the first paint.
export const loadPlayerBar = () => withArea('actions', import('../features/player/player-bar').then((module) => ({ default: module.PlayerBar })));
