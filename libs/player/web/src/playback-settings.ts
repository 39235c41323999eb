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

/** Each podcast's playback speed on this device (the machine validates the entries). */
export const PODCAST_SPEEDS_KEY = 'tangerine.podcastSpeeds';

export function loadPodcastSpeeds(storage: KeyValueStorage): unknown {
  try {
    const raw = storage.getItem(PODCAST_SPEEDS_KEY);
    return raw === null ? {} : JSON.parse(raw);
  } catch (error) {
    console.error('Saved podcast speeds could not be read; episodes play at 1×.', error);
    return {};
  }
}

export function savePodcastSpeeds(storage: KeyValueStorage, speeds: Readonly<Record<string, number>>): void {
  try {
    storage.setItem(PODCAST_SPEEDS_KEY, JSON.stringify(speeds));
  } catch (error) {
    console.error('Podcast speeds could not be saved', error);
  }
}

export function savePlaybackSettings(storage: KeyValueStorage, settings: AudioSettings): void {
  try {
    storage.setItem(PLAYBACK_SETTINGS_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error('Playback settings could not be saved', error);
  }
}
