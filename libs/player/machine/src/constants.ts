/** Business constants of the player (product §9). */
export const DEFAULT_VOLUME = 0.7;
export const MIN_VOLUME = 0;
export const MAX_VOLUME = 1;
/** Previous restarts the track instead of going back when more than this many seconds have played. */
export const PREVIOUS_RESTART_THRESHOLD_SECONDS = 3;
/** A play is reported after this much continuous playing. */
export const PLAY_COUNT_DELAY_MS = 3_000;
/** While a track plays, a heartbeat is sent at once and then at this interval. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

export const REPEAT_MODES = ['off', 'all', 'one'] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

export const UNKNOWN_ARTIST = 'Unknown Artist';
export const UNKNOWN_TITLE = 'Unknown Title';
export const LIVE_RADIO = 'Live Radio';
export const RADIO_STATION_ALBUM = 'Radio Station';
export const UNKNOWN_PODCAST_AUTHOR = 'Unknown';
/** Artist ids that mark podcast episodes and radio stations (product §3). */
export const PODCAST_ARTIST_ID = 'podcast';
export const RADIO_ARTIST_ID = 'radio';
