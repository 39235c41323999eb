/**
 * Whether a radio stream URL answers audio: every hop passes the server's SSRF guard (checkUrl, the
 * same as podcast feeds), the connection goes to the checked address, and only the first bytes are
 * read (a live stream never ends, so safeFetch's read-to-the-end cannot be used).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkUrl, FetchRefused, type SafeFetchOptions } from '../content/import/safe-fetch.js';

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

function firstBytes(url: URL, address: string, family: number, timeoutMs: number): Promise<{ status: number; location?: string; contentType: string; bytes: Buffer }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(url, { method: 'GET', lookup: pinned, headers: { 'user-agent': 'Tangerine-admin/1.0', accept: 'audio/*, */*', 'icy-metadata': '0' } }, (res) => {
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (status >= 300 && status < 400 && res.headers.location) {
        req.destroy();
        return resolve({ status, location: res.headers.location, contentType, bytes: Buffer.alloc(0) });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        req.destroy();
        resolve({ status, contentType, bytes: Buffer.concat(chunks) });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= PROBE_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    const timer = setTimeout(() => req.destroy(new FetchRefused(`${url.toString()} did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused(`Cannot reach ${url.toString()}: ${error.message}`)));
    req.end();
  });
}

/** Resolves when `raw` streams audio; throws FetchRefused with a message fit for the administrator otherwise. */
export async function probeAudioStream(raw: string, options: SafeFetchOptions = {}): Promise<ProbeResult> {
  let current = raw;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const checked = await checkUrl(current, options);
    const answer = await firstBytes(checked.url, checked.address, checked.family, options.timeoutMs ?? 8_000);
    if (answer.location) {
      current = new URL(answer.location, checked.url).toString();
      continue;
    }
    if (answer.status < 200 || answer.status > 299) throw new FetchRefused(`The stream answered HTTP ${answer.status}`);
    if (!AUDIO_TYPES.test(answer.contentType) && !looksLikeAudio(answer.bytes)) throw new FetchRefused(`The stream URL does not answer audio (it sent ${answer.contentType || 'no content type'})`);
    return { url: checked.url.toString(), contentType: answer.contentType };
  }
  throw new FetchRefused('Too many redirects');
}
