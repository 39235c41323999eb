import { storedAudioKey } from './device-store';

/** The tracks stored on this device, as the downloads hub last listed them (the player asks synchronously). */
const storedTrackIds = new Set<string>();

export function setStoredTracks(trackIds: Iterable<string>): void {
  storedTrackIds.clear();
  for (const trackId of trackIds) storedTrackIds.add(trackId);
}

/**
 * The address a stored track plays from: the service worker answers it from this device, online or
 * offline, whatever became of the track's signed URL. Null for a track not stored here, and while no
 * worker controls the page (the visit that installed it): the track then plays from its signed URL.
 */
export function storedAudioSource(trackId: string, controlled = () => Boolean(globalThis.navigator?.serviceWorker?.controller)): string | null {
  return storedTrackIds.has(trackId) && controlled() ? storedAudioKey(trackId) : null;
}
