// What the shell opens on the listener's action (or when the network goes), each a chunk of its own.
// These loaders are a chunk apart from the shell: the chunks each one needs are no first-paint code.

export const loadFullscreenPlayer = () => import('../features/player/fullscreen-player').then((module) => ({ default: module.FullscreenPlayer }));
export const loadRemoteFullscreenPlayer = () =>
  import('../features/player/remote-fullscreen-player').then((module) => ({ default: module.RemoteFullscreenPlayer }));
export const loadProfileDialogContainer = () =>
  import('../features/shell/profile-dialog-container').then((module) => ({ default: module.ProfileDialogContainer }));
export const loadAppPasswordsContainer = () => import('../features/app-passwords').then((module) => ({ default: module.AppPasswordsContainer }));
export const loadPlaybackSettingsContainer = () =>
  import('../features/player/playback-settings-container').then((module) => ({ default: module.PlaybackSettingsContainer }));
export const loadUnavailableOfflinePage = () => import('./unavailable-offline-page').then((module) => ({ default: module.UnavailableOfflinePage }));
export const loadShortcutsDialog = () => import('./shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog }));
export const loadPlayerBar = () => import('../features/player/player-bar').then((module) => ({ default: module.PlayerBar }));
