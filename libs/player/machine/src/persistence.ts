import { DEFAULT_VOLUME, REPEAT_MODES, type RepeatMode } from './constants.js';
import type { PlayerTrack } from './player-track.js';
import { clampVolume } from './queue.js';
import { isRecord, readSavedTrack } from './saved-track.js';

/** What survives a reload: the app stores it (e.g. as JSON) and passes it back as input `restored`. */
export interface PersistedPlayerState {
  queue: PlayerTrack[];
  originalQueue: PlayerTrack[];
  currentIndex: number;
  isShuffled: boolean;
  repeatMode: RepeatMode;
  volume: number;
  muted: boolean;
  currentTime: number;
}

export interface RestoredPlayerState {
  state: PersistedPlayerState;
  /** One sentence per ignored or repaired part of the saved data; empty when it was all valid. */
  problems: string[];
}

export const EMPTY_PERSISTED_STATE: PersistedPlayerState = {
  queue: [],
  originalQueue: [],
  currentIndex: -1,
  isShuffled: false,
  repeatMode: 'off',
  volume: DEFAULT_VOLUME,
  muted: false,
  currentTime: 0,
};

/**
 * Reads saved player state defensively: anything invalid falls back to its default and is named in
 * `problems`; it never throws. Queue items go through readSavedTrack, and the original order is
 * re-linked to the very same track objects as the queue so shuffle off can find the current track.
 */
export function restorePlayerState(raw: unknown): RestoredPlayerState {
  const problems: string[] = [];
  if (raw === null || raw === undefined) return { state: { ...EMPTY_PERSISTED_STATE }, problems };
  if (!isRecord(raw)) {
    return { state: { ...EMPTY_PERSISTED_STATE }, problems: ['Saved player state is not an object; starting empty.'] };
  }

  const savedQueue = readTrackList(raw['queue'], 'queue', problems);
  const queue = savedQueue?.tracks ?? [];
  let isShuffled = raw['isShuffled'] === true;
  let originalQueue = queue;
  if (isShuffled) {
    const saved = readTrackList(raw['originalQueue'], 'originalQueue', problems);
    const linked = saved && linkToQueue(saved.tracks, queue);
    if (linked) originalQueue = linked;
    else {
      problems.push('Saved original queue order does not match the queue; shuffle is turned off.');
      isShuffled = false;
    }
  }

  let currentIndex = queue.length === 0 ? -1 : 0;
  const savedIndex = raw['currentIndex'];
  const savedLength = Array.isArray(raw['queue']) ? raw['queue'].length : 0;
  if (typeof savedIndex === 'number' && Number.isInteger(savedIndex) && savedIndex >= 0 && savedIndex < savedLength) {
    // Items dropped as invalid shift the index: keep the saved item, or the next valid one after it.
    const kept = savedQueue?.keptIndexes ?? [];
    const position = kept.findIndex((index) => index >= savedIndex);
    currentIndex = position === -1 ? queue.length - 1 : position;
  } else if (queue.length > 0) {
    problems.push(`Saved current index ${String(savedIndex)} is outside the queue; starting at the first item.`);
  }

  return {
    state: {
      queue,
      originalQueue,
      currentIndex,
      isShuffled,
      repeatMode: readRepeatMode(raw['repeatMode'], problems),
      volume: readVolume(raw['volume'], problems),
      muted: readBoolean(raw['muted'], 'muted', problems),
      currentTime: readTime(raw['currentTime'], queue[currentIndex], problems),
    },
    problems,
  };
}

interface TrackList {
  tracks: PlayerTrack[];
  /** For each kept track, its index in the saved list. */
  keptIndexes: number[];
}

function readTrackList(value: unknown, name: string, problems: string[]): TrackList | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) {
    problems.push(`Saved ${name} is not a list; it is ignored.`);
    return null;
  }
  const list: TrackList = { tracks: [], keptIndexes: [] };
  let ignored = 0;
  let firstProblem = '';
  for (let index = 0; index < value.length; index++) {
    try {
      list.tracks.push(readSavedTrack(value[index]));
      list.keptIndexes.push(index);
    } catch (error) {
      if (ignored === 0) firstProblem = `item ${index}: ${(error as Error).message}`;
      ignored++;
    }
  }
  if (ignored > 0) problems.push(`${ignored} saved ${name} item(s) ignored (first: ${firstProblem})`);
  return list;
}

/** The saved original order expressed with the queue's own objects, or null if they differ. */
function linkToQueue(original: PlayerTrack[], queue: PlayerTrack[]): PlayerTrack[] | null {
  if (original.length !== queue.length) return null;
  const byKey = new Map<string, PlayerTrack[]>();
  for (const track of queue) {
    const key = `${track.kind}:${track.id}`;
    const bucket = byKey.get(key);
    if (bucket) bucket.push(track);
    else byKey.set(key, [track]);
  }
  const linked: PlayerTrack[] = [];
  for (const track of original) {
    const match = byKey.get(`${track.kind}:${track.id}`)?.shift();
    if (!match) return null;
    linked.push(match);
  }
  return linked;
}

function readRepeatMode(value: unknown, problems: string[]): RepeatMode {
  if (value === undefined) return 'off';
  if (REPEAT_MODES.includes(value as RepeatMode)) return value as RepeatMode;
  problems.push(`Saved repeat mode ${JSON.stringify(value)} is not one of off, all, one; using off.`);
  return 'off';
}

function readVolume(value: unknown, problems: string[]): number {
  if (value === undefined) return DEFAULT_VOLUME;
  if (typeof value === 'number' && Number.isFinite(value)) return clampVolume(value);
  problems.push(`Saved volume ${JSON.stringify(value)} is not a number; using ${DEFAULT_VOLUME}.`);
  return DEFAULT_VOLUME;
}

function readBoolean(value: unknown, name: string, problems: string[]): boolean {
  if (value === undefined || typeof value === 'boolean') return value === true;
  problems.push(`Saved ${name} ${JSON.stringify(value)} is not true or false; using false.`);
  return false;
}

function readTime(value: unknown, track: PlayerTrack | undefined, problems: string[]): number {
  if (value === undefined || track === undefined || track.kind === 'radio') return 0;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
    return track.duration > 0 ? Math.min(value, track.duration) : value;
  }
  problems.push(`Saved position ${JSON.stringify(value)} is not a time in seconds; starting at 0.`);
  return 0;
}

export function toPersistedState(context: PersistedPlayerState): PersistedPlayerState {
  return {
    queue: context.queue,
    originalQueue: context.originalQueue,
    currentIndex: context.currentIndex,
    isShuffled: context.isShuffled,
    repeatMode: context.repeatMode,
    volume: context.volume,
    muted: context.muted,
    currentTime: context.currentTime,
  };
}
