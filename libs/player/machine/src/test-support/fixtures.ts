import { initialTransition, transition, type EventFrom, type SnapshotFrom } from 'xstate';
import { playerMachine } from '../player-machine.js';
import type { PlayerInput } from '../player-types.js';
import type { PlayerTrack } from '../player-track.js';

export type Snapshot = SnapshotFrom<typeof playerMachine>;
export type Event = EventFrom<typeof playerMachine>;

const item = (id: string, fields: Partial<PlayerTrack>): PlayerTrack => ({
  id,
  kind: 'song',
  title: `Song ${id}`,
  artistId: null,
  artistName: 'Unknown Artist',
  albumId: null,
  albumTitle: null,
  artworkUrl: null,
  duration: 0,
  streamUrl: null,
  genres: [],
  trackNumber: null,
  ...fields,
});

export function song(id: string, duration = 180): PlayerTrack {
  return item(id, { artistId: `artist-${id}`, artistName: `Artist ${id}`, duration });
}

export function episode(id: string, fields: Partial<PlayerTrack> = {}): PlayerTrack {
  return item(id, { kind: 'episode', artistId: 'podcast', albumId: 'pod-1', podcastId: 'pod-1', episodeId: id, streamUrl: `/${id}.mp3`, ...fields });
}

export function songs(count: number, duration = 180): PlayerTrack[] {
  return Array.from({ length: count }, (_, index) => song(`t${index}`, duration));
}

export function radio(id = 'r1'): PlayerTrack {
  return item(id, { kind: 'radio', title: `Station ${id}`, artistId: 'radio', stationId: id, streamUrl: 'https://radio.example/live' });
}

/** A deterministic random source (a linear congruential generator) for reproducible shuffles. */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Effect {
  type: string;
  params?: unknown;
}

/** The effects a step asks the app to perform, without XState's own bookkeeping actions. */
export function effectsOf(actions: ReadonlyArray<{ type: string; params?: unknown }>): Effect[] {
  return actions
    .filter((action) => !action.type.startsWith('xstate.'))
    .map((action) => (action.params === undefined ? { type: action.type } : { type: action.type, params: action.params }));
}

export function effectTypes(actions: ReadonlyArray<{ type: string }>): string[] {
  return effectsOf(actions).map((effect) => effect.type);
}

export function start(input: PlayerInput = { deviceId: 'web-1', random: seededRandom() }): Snapshot {
  return initialTransition(playerMachine, input)[0];
}

/** Applies events one after another with the pure transition function; returns the last step. */
export function run(snapshot: Snapshot, ...events: Event[]): { snapshot: Snapshot; actions: Effect[] } {
  let current = snapshot;
  let actions: Effect[] = [];
  for (const event of events) {
    const [next, emitted] = transition(playerMachine, current, event);
    current = next;
    actions = effectsOf(emitted);
  }
  return { snapshot: current, actions };
}

export function ids(tracks: readonly PlayerTrack[]): string[] {
  return tracks.map((track) => track.id);
}
