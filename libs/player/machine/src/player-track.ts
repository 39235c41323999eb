import type { LoudnessFacts } from './audio-rules/normalization.js';

/** An MP3's encoder delay and padding (LAME tag), in samples at `sampleRate`: trimmed for a gapless join. */
export interface GaplessTrim {
  encoderDelay: number;
  encoderPadding: number;
  sampleRate: number;
}

/** The contract's TrackType: one vocabulary from the API to the heartbeat. */
export type TrackKind = 'song' | 'episode' | 'radio';

/**
 * What the player queues and plays: a song, a podcast episode or a radio station. The machine's own
 * type, so it stays free of React and the API client; apps/web converts API items into it.
 */
export interface PlayerTrack {
  id: string;
  kind: TrackKind;
  title: string;
  artistId: string | null;
  artistName: string;
  /** Every credited artist when there are several (the first is artistId/artistName). */
  artists?: { id: string; name: string }[];
  albumId: string | null;
  albumTitle: string | null;
  artworkUrl: string | null;
  /** Seconds; 0 for radio (live, no seek). */
  duration: number;
  streamUrl: string | null;
  genres: string[];
  trackNumber: number | null;
  podcastId?: string;
  episodeId?: string;
  stationId?: string;
  /** Loudness the import stored (volume normalization); absent when unknown. */
  loudness?: LoudnessFacts;
  /** Encoder delay and padding to trim (gapless playback); absent when the file has none. */
  gapless?: GaplessTrim;
  /** Added by Autoplay when the queue ran out: listed under "Autoplay" in the queue. */
  autoplay?: true;
}
