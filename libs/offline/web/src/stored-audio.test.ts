import { afterEach, describe, expect, it } from 'vitest';
import { setStoredTracks, storedAudioSource } from './stored-audio';

describe('storedAudioSource', () => {
  afterEach(() => setStoredTracks([]));

  it('gives a stored track its address on the device, by track id', () => {
    setStoredTracks(['trk 1']);
    expect(storedAudioSource('trk 1', () => true)).toBe('/offline/tracks/trk%201/audio');
    expect(storedAudioSource('trk-2', () => true)).toBeNull();
  });

  it('gives none while no worker controls the page, and none once the list is emptied', () => {
    setStoredTracks(['trk-1']);
    expect(storedAudioSource('trk-1', () => false)).toBeNull();
    setStoredTracks([]);
    expect(storedAudioSource('trk-1', () => true)).toBeNull();
  });
});
