/**
 * Whether this process has ffmpeg, for the track answers: a track whose file must be transcoded
 * carries `unavailable_reason` without it. One flag per process, set once at start (plugins/transcoding.ts).
 */
import { needsTranscode } from './transcoder.js';

let available = true;

export const setTranscoderAvailable = (value: boolean) => {
  available = value;
};

export const isTranscoderAvailable = () => available;

export const UNAVAILABLE_WITHOUT_FFMPEG = 'This format needs ffmpeg on the server to play';

/** The reason a file of this type cannot play here, or null. */
export const unavailableReason = (mime: string | null | undefined): string | null => (mime && !available && needsTranscode(mime) ? UNAVAILABLE_WITHOUT_FFMPEG : null);
