/**
 * A library file's lyrics at scan time: a `.lrc` beside it, its embedded tags, a `.txt` beside it.
 * Timed lyrics win over plain ones; among equals the sidecar wins (a listener adds one to correct the
 * tags). Sidecars are read only inside the library folder and only up to MAX_LYRICS_BYTES.
 */
import fs from 'node:fs';
import type { ILyricsTag } from 'music-metadata';
import { decodeLyricsBytes, embeddedLyrics, MAX_LYRICS_BYTES, parseLrc, plainLyrics } from '../lyrics/lyrics-text.js';
import type { StoredLyrics } from '../lyrics/lyrics-store.js';
import { confinedFile } from './confined-path.js';

async function sidecarText(root: string, relative: string, warn: (message: string) => void): Promise<string | null> {
  const file = await confinedFile(root, relative);
  if (!file) return null;
  if (file.size > MAX_LYRICS_BYTES) {
    warn(`${relative} is not read as lyrics: ${file.size} bytes, more than ${MAX_LYRICS_BYTES}`);
    return null;
  }
  const bytes = await fs.promises.readFile(file.absolute).catch(() => null);
  if (!bytes) {
    warn(`${relative} could not be read`);
    return null;
  }
  return decodeLyricsBytes(bytes, (message) => warn(`${relative}: ${message}`));
}

export async function fileLyrics(root: string, sidecars: { lrc?: string | undefined; txt?: string | undefined } | undefined, embedded: readonly ILyricsTag[] | undefined, warn: (message: string) => void): Promise<StoredLyrics | null> {
  const candidates: StoredLyrics[] = [];
  if (sidecars?.lrc) {
    const lrc = sidecars.lrc;
    const text = await sidecarText(root, lrc, warn);
    const lyrics = text === null ? null : parseLrc(text, (message) => warn(`${lrc}: ${message}`));
    if (lyrics) candidates.push({ ...lyrics, source: 'lrc' });
  }
  const tagged = embeddedLyrics(embedded, (message) => warn(`embedded lyrics: ${message}`));
  if (tagged) candidates.push({ ...tagged, source: 'embedded' });
  if (sidecars?.txt) {
    const text = await sidecarText(root, sidecars.txt, warn);
    const lyrics = text === null ? null : plainLyrics(text);
    if (lyrics) candidates.push({ ...lyrics, source: 'txt' });
  }
  return candidates.find((lyrics) => lyrics.synced) ?? candidates[0] ?? null;
}
