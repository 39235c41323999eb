import { DEFAULT_AUDIO_SETTINGS, readAudioSettings, type AudioSettings } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';

/** The Playback settings are the device's own (not the account's): kept beside the saved queue. */
export const PLAYBACK_SETTINGS_KEY = 'tangerine.playback';

/** The saved settings, each invalid or missing field at its default. */
export function loadPlaybackSettings(storage: KeyValueStorage): AudioSettings {
  try {
    const raw = storage.getItem(PLAYBACK_SETTINGS_KEY);
    return raw === null ? DEFAULT_AUDIO_SETTINGS : readAudioSettings(JSON.parse(raw));
  } catch (error) {
    console.error('Saved playback settings could not be read; using the defaults.', error);
    return DEFAULT_AUDIO_SETTINGS;
  }
}

export function savePlaybackSettings(storage: KeyValueStorage, settings: AudioSettings): void {
  try {
    storage.setItem(PLAYBACK_SETTINGS_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error('Playback settings could not be saved', error);
  }
}
