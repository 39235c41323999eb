/**
 * Seeking in a stream the server transcodes as it sends (no byte ranges until its transcode is
 * cached): the element cannot seek past what it has, so the source is asked again from the time
 * (`offset=`, which the server turns into ffmpeg's -ss) and the deck counts its times from there.
 */

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
