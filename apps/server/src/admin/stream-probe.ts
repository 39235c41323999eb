/**
 * Whether a radio stream URL answers audio: every hop passes the server's SSRF guard (the same as
 * podcast feeds), the connection goes to the checked address, and only the first bytes are read
 * (a live stream never ends).
 */
import { FetchRefused, safeFetchFirstBytes, type SafeFetchOptions } from '../content/import/safe-fetch.js';

const PROBE_BYTES = 8 * 1024;
const AUDIO_TYPES = /^(audio\/|application\/ogg$|application\/(x-)?mpegurl$|application\/vnd\.apple\.mpegurl$)/;

export interface ProbeResult {
  url: string;
  contentType: string;
}

/** Known audio starts: an MP3 frame sync or ID3 tag, ADTS AAC, Ogg, FLAC, an M3U/PLS playlist. */
export function looksLikeAudio(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  const text = bytes.subarray(0, 10).toString('latin1');
  if (text.startsWith('ID3') || text.startsWith('OggS') || text.startsWith('fLaC') || text.startsWith('#EXTM3U') || text.startsWith('[playlist]')) return true;
  for (let i = 0; i + 1 < Math.min(bytes.length, 4096); i++) if (bytes[i] === 0xff && ((bytes[i + 1] as number) & 0xe0) === 0xe0) return true;
  return false;
}

/** Resolves when `raw` streams audio; throws FetchRefused with a message fit for the administrator otherwise. */
export async function probeAudioStream(raw: string, options: SafeFetchOptions = {}): Promise<ProbeResult> {
  const answer = await safeFetchFirstBytes(raw, PROBE_BYTES, { timeoutMs: 8_000, ...options, accept: 'audio/*, */*' });
  const contentType = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (answer.status < 200 || answer.status > 299) throw new FetchRefused(`The stream answered HTTP ${answer.status}`);
  if (!AUDIO_TYPES.test(contentType) && !looksLikeAudio(answer.body)) throw new FetchRefused(`The stream URL does not answer audio (it sent ${contentType || 'no content type'})`);
  return { url: answer.url, contentType };
}
