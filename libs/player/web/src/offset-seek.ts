/**
 * Seeking in a stream the server transcodes as it sends (no byte ranges until its transcode is
 * cached): the element cannot seek past what it has, so the source is asked again from the time
 * (`offset=`, which the server turns into ffmpeg's -ss) and the deck counts its times from there.
 */

import { MP3_DECODER_DELAY, type GaplessTrim } from '@tangerine/player-machine';

/** The server's own audio route: only its streams take `offset=` (other servers' addresses are left alone). */
const AUDIO_PATH = '/api/v1/media/audio/';

const withinFinite = (ranges: TimeRanges | undefined, time: number): boolean => {
  if (!ranges) return false;
  for (let i = 0; i < ranges.length; i++) if (time >= ranges.start(i) && time <= ranges.end(i) && Number.isFinite(ranges.end(i))) return true;
  return false;
};

/**
 * Whether `time` (seconds into the element's own source) lies in what the element can seek to. A
 * stream sent without byte ranges (a transcode not cached yet) reports seekable [0, Infinity] in
 * Chromium (an Ogg Opus one does): there only what is buffered counts.
 */
export function canSeekWithin(element: HTMLMediaElement, time: number): boolean {
  return withinFinite(element.seekable as TimeRanges | undefined, time) || withinFinite(element.buffered as TimeRanges | undefined, time);
}

/** The same stream starting `seconds` in (the signature covers the file and expiry only); null for another server's source. */
export function offsetSource(url: string, seconds: number): string | null {
  if (!url.includes(AUDIO_PATH)) return null;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = query.split('&').filter((param) => param !== '' && !param.startsWith('offset='));
  if (seconds > 0) params.push(`offset=${Math.round(seconds * 1000) / 1000}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/**
 * Seconds an element's seek to `time` in an MP3 with gapless fields lands late: a play from the start
 * has the encoder's and decoder's delay trimmed, but Chromium places a seek past that delay by bytes
 * with the delay kept, so its music comes that much after the time it reports; a seek within the delay
 * lands exactly. Only an estimate: where a seek lands depends on the target (tools/bench/seek-landing.ts:
 * a 44.1 kHz LAME CBR MP3 +25 ms in the file's first half, -1 ms in its second; the demo's 22.05 kHz ones
 * 25-58 ms), while AAC in MP4 and FLAC land exactly and Opus in Ogg a constant 2 ms late.
 */
export function seekLag(gapless: GaplessTrim | undefined, time: number): number {
  const delay = gapless && gapless.sampleRate > 0 ? Math.max(0, gapless.encoderDelay + MP3_DECODER_DELAY) / gapless.sampleRate : 0;
  return time > delay ? delay : 0;
}
