import type { PlayerTrack, StreamingQuality } from '@tangerine/player-machine';

/** The server's own audio route: only its streams take `quality=` (episodes' and stations' addresses are other servers'). */
const AUDIO_PATH = '/api/v1/media/audio/';

/**
 * A song's stream address at the listener's Streaming quality. "Original" leaves the address as the
 * server signed it; the signature covers the file and expiry only, so the added parameter keeps it valid.
 */
export function withStreamingQuality(track: Pick<PlayerTrack, 'kind'>, url: string, quality: StreamingQuality): string {
  if (quality === 'original' || track.kind !== 'song' || !url.includes(AUDIO_PATH) || /[?&]quality=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}quality=${quality}`;
}

/** The room's quality while this device is in a room; null alone. */
let roomQuality: StreamingQuality | null = null;

/**
 * The room-quality port rooms set: in a room every member streams the room's one encoding (the same
 * decoder on every device, so their output lines up), not each listener's own Streaming quality.
 */
export function setRoomStreamingQuality(quality: StreamingQuality | null): void {
  roomQuality = quality;
}

/** The quality a song is streamed at now: the room's while in one, else the listener's own setting. */
export const streamingQualityNow = (own: StreamingQuality): StreamingQuality => roomQuality ?? own;

/** Whether this device is in a room now (the room's quality is set). */
export const inRoom = (): boolean => roomQuality !== null;
