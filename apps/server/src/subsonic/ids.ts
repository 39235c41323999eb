import { parseId } from '../repositories/page.js';
import { notFound } from './response.js';

/**
 * Subsonic ids are opaque strings; ours name the kind, so star, getCoverArt and getPlaylist know what
 * an id is: ar- artist, al- album, tr- song, pl- catalogue playlist, up- the listener's playlist,
 * rm- a ready-made smart playlist, pc- podcast, pe- episode, rs- radio station, art- an artwork file.
 */
export const PREFIX = { artist: 'ar', album: 'al', song: 'tr', playlist: 'pl', userPlaylist: 'up', readyMade: 'rm', podcast: 'pc', episode: 'pe', station: 'rs', artwork: 'art' } as const;
export type IdKind = keyof typeof PREFIX;

export const idOf = (kind: IdKind, id: number | string): string => `${PREFIX[kind]}-${id}`;
export const artId = (fileId: number | null | undefined): string | undefined => (fileId ? idOf('artwork', fileId) : undefined);

/** The kind and number of an id; undefined for anything not ours. */
export function parseSubsonicId(raw: string | undefined): { kind: IdKind; id: number } | undefined {
  const match = raw ? /^([a-z]+)-(\d+)$/.exec(raw) : null;
  if (!match) return undefined;
  const kind = (Object.keys(PREFIX) as IdKind[]).find((k) => PREFIX[k] === match[1]);
  const id = parseId(match[2]);
  return kind && id !== null ? { kind, id } : undefined;
}

/** The number of an id of one kind, or "not found" (error 70). */
export function expectId(raw: string, kind: IdKind, what: string): number {
  const parsed = parseSubsonicId(raw);
  if (!parsed || parsed.kind !== kind) throw notFound(what);
  return parsed.id;
}
