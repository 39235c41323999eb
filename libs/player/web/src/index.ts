export { PlayerProvider, useCurrentTrackId, usePlayerActor, usePlayerSelector, usePlayerService } from './player-context';
export { createPlayerService, type PlayerActorRef, type PlayerBackend, type PlayerHandle, type PlayerService, type PlayerServiceOptions, type PlayerView } from './player-service';
export { analyserFor, VISUALIZER_BARS } from './audio-analyser';
export { PLAYER_STORAGE_KEY } from './persistence';
export { loadPlaybackSettings, savePlaybackSettings, PLAYBACK_SETTINGS_KEY } from './playback-settings';
export { withStreamingQuality } from './stream-quality';
export { episodeToPlayerItem, playerItemToTrack, stationToPlayerItem } from './player-items';
export { trackToPlayerItem } from './track-item';
export { provideSleepTimer, useSleepTimer, type SleepTimerView } from './sleep-timer';
