/** How much one account (activation code) may keep: clear 409 answers instead of unbounded tables. */
import { HttpError } from '../http-error.js';

export interface Quotas {
  playlists: number;
  tracksPerPlaylist: number;
  favorites: number;
  downloads: number;
}

export const DEFAULT_QUOTAS: Quotas = { playlists: 10_000, tracksPerPlaylist: 10_000, favorites: 100_000, downloads: 100_000 };

const WHAT: Record<keyof Quotas, string> = {
  playlists: 'playlists per account',
  tracksPerPlaylist: 'tracks per playlist',
  favorites: 'favorites per account',
  downloads: 'downloads per account',
};

/** Throws 409 `quota_exceeded` when `current` rows already fill quota `kind`. */
export function checkQuota(quotas: Quotas, kind: keyof Quotas, current: number): void {
  const limit = quotas[kind];
  if (current >= limit) throw new HttpError(409, `Limit reached: at most ${limit.toLocaleString('en-US')} ${WHAT[kind]}. Remove some to add more.`, 'quota_exceeded');
}
