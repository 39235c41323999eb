import type { SmartRules } from './smart-rules.js';

/**
 * The ready-made smart playlists every library has. They are built in rather than stored per code:
 * a fresh code sees them at once, they never take a slot of the playlist quota, the spec's "No
 * playlists yet" still greets a listener with none of their own, and a change to one of them reaches
 * every listener. They are read-only; the editor's "Start from" makes an own, editable copy.
 */
export const READY_MADE_PLAYLISTS: ReadonlyArray<{ name: string; description: string; rules: SmartRules }> = [
  {
    name: 'Recently added',
    description: 'Songs added in the last 30 days, newest first',
    rules: { match: 'all', rules: [{ field: 'date_added', op: 'in_last_days', value: 30 }], sort: { field: 'date_added', direction: 'desc' }, limit: 100 },
  },
  {
    name: 'Most played',
    description: 'Your most played songs',
    rules: { match: 'all', rules: [{ field: 'play_count', op: 'gt', value: 0 }], sort: { field: 'play_count', direction: 'desc' }, limit: 50 },
  },
  {
    name: 'Not played in a year',
    description: 'Songs you have not played for a year, or never',
    rules: { match: 'all', rules: [{ field: 'last_played', op: 'not_in_last_days', value: 365 }], sort: { field: 'random', direction: 'asc' }, limit: 100 },
  },
];

const PREFIX = 'ready-';

/** The id a ready-made playlist answers under: `ready-1` is the first. */
export const readyMadeId = (index: number): string => `${PREFIX}${index + 1}`;

/** The index of a ready-made playlist's id; undefined for any other id. */
export function readyMadeIndex(raw: string): number | undefined {
  const match = /^ready-([1-9]\d?)$/.exec(raw);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < READY_MADE_PLAYLISTS.length ? index : undefined;
}
