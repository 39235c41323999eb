/**
 * Who a track credits and its disc's subtitle, from the tags: the ARTISTS tag (several values) when it
 * names more than one artist, else the artist split at "feat." / "ft." / "featuring" (and a title's
 * "(feat. B)"). Only the featured part is split at "," "&" "and": "Simon & Garfunkel" stays one artist.
 */
import type { IAudioMetadata } from 'music-metadata';
import { clean } from '../content/import/music-import.js';

/** At most this many artists per track: a tag listing a whole orchestra is cut, not refused. */
export const MAX_CREDITS = 10;

const FEATURING = /\s+(?:feat\.?|ft\.?|featuring)\s+/i;
const TITLE_FEATURING = /[([](?:feat\.?|ft\.?|featuring)\s+([^)\]]+)[)\]]/i;
const FEATURED_SEPARATOR = /\s*(?:,|&|\band\b)\s*/i;
const SUBTITLE_TAGS = new Set(['DISCSUBTITLE', 'SETSUBTITLE', 'TSST', 'WM/SETSUBTITLE']);

function unique(names: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    kept.push(name);
  }
  return kept.slice(0, MAX_CREDITS);
}

/** The credited artists in order; empty when the tags name none (the caller's "Unknown Artist"). */
export function creditedArtists(common: IAudioMetadata['common']): string[] {
  const listed = unique((common.artists ?? []).map((name) => clean(name)));
  const artist = clean(common.artist);
  const fromTitle = TITLE_FEATURING.exec(common.title ?? '')?.[1]?.split(FEATURED_SEPARATOR).map((name) => clean(name)) ?? [];
  if (listed.length > 1) return unique([...listed, ...fromTitle]);
  const whole = artist ?? listed[0] ?? null;
  if (!whole) return unique(fromTitle);
  const [main, ...featured] = whole.split(FEATURING);
  return unique([clean(main), ...featured.flatMap((part) => part.split(FEATURED_SEPARATOR)).map((name) => clean(name)), ...fromTitle]);
}

/** The disc's subtitle: the mapped tag, else a native one music-metadata does not map (Vorbis SETSUBTITLE). */
export function discSubtitle(metadata: IAudioMetadata): string | null {
  // Typed as a list, read as one string by some parsers: either is taken.
  const value: unknown = metadata.common.discsubtitle;
  const mapped = clean(Array.isArray(value) ? value[0] : typeof value === 'string' ? value : null);
  if (mapped) return mapped.slice(0, 200);
  for (const tags of Object.values(metadata.native)) {
    for (const tag of tags) if (SUBTITLE_TAGS.has(tag.id.toUpperCase()) && typeof tag.value === 'string' && clean(tag.value)) return (clean(tag.value) as string).slice(0, 200);
  }
  return null;
}
