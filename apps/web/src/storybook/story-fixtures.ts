// Extra fixtures for the screen stories (the base builders live in src/test-support/fixtures.ts):
// artwork as data URLs (no network), long titles, many items.
import type { Track } from '@tangerine/api';
import { track } from '../test-support/fixtures';

const PALETTE = ['#FF7A1A', '#E0533D', '#F2B33D', '#7A5CFA', '#2BB3A3', '#D94F8C'];

/** A square gradient cover as an SVG data URL, picked by `seed` (the same seed, the same cover). */
export function artwork(seed: number): string {
  const from = PALETTE[seed % PALETTE.length];
  const to = PALETTE[(seed + 2) % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="32" r="12" fill="#0E0E10" opacity="0.35"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const LONG_TITLE =
  'An Extraordinarily Long Title That Keeps Going Past Any Reasonable Width Because Someone Loved Their Words (Deluxe Anniversary Edition, Remastered)';
export const LONG_NAME = 'The Incredibly Verbose Collective of Orange Groves and Midnight Citrus Orchestras';

/** `count` songs with artwork, varied names and durations. */
export function manyTracks(count: number, prefix = 'many'): Track[] {
  return Array.from({ length: count }, (_, i) =>
    track({
      id: `${prefix}-${i + 1}`,
      title: `${['Orange Skies', 'Pulp Fiction', 'Zest', 'Peel Me', 'Citrus Dreams', 'Sunset Grove'][i % 6]} ${i + 1}`,
      artist: { id: `art-${(i % 4) + 1}`, name: ['The Peels', 'Mandarin Nights', 'Clementine', 'Navel Gazers'][i % 4] },
      album: { id: `alb-${(i % 3) + 1}`, title: ['Citrus Dreams', 'Pulp', 'Rind'][i % 3] },
      artwork_url: artwork(i),
      duration: 150 + ((i * 37) % 180),
      track_number: i + 1,
    }),
  );
}

/** Songs whose title, artist and album names are all very long. */
export function longTracks(count: number, prefix = 'long'): Track[] {
  return Array.from({ length: count }, (_, i) =>
    track({
      id: `${prefix}-${i + 1}`,
      title: `${LONG_TITLE} ${i + 1}`,
      artist: { id: 'art-long', name: LONG_NAME },
      album: { id: 'alb-long', title: LONG_TITLE },
      artwork_url: artwork(i + 3),
      duration: 3599 - i,
      track_number: i + 1,
    }),
  );
}

/** A queue for the playing and fullscreen player. */
export const PLAYING_QUEUE: Track[] = manyTracks(5, 'queue');
