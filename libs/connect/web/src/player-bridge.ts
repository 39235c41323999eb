import { selectCurrentTrack, selectIsPlaying, type PlayerSnapshot, type PlayerTrack } from '@tangerine/player-machine';
import type { RemoteCommand, RemotePlayerState } from '@tangerine/connect-machine';
import type { PlayQueueAnswer } from './connect-calls';
import type { PlayerActorPort, ToPlayerTrack } from './player-port';

/** This device's player as the code's other devices see it, or null when it plays nothing. */
export function stateOf(snapshot: PlayerSnapshot, queueVersion: number, now: number): RemotePlayerState | null {
  const track = selectCurrentTrack(snapshot);
  if (!track) return null;
  const { context } = snapshot;
  return {
    trackId: track.id,
    title: track.title,
    artist: track.artistName ?? '',
    artworkUrl: track.artworkUrl ?? null,
    durationMs: Math.round((context.duration || track.duration || 0) * 1000),
    positionMs: Math.round(context.currentTime * 1000),
    playing: selectIsPlaying(snapshot),
    volume: context.muted ? 0 : context.volume,
    shuffle: context.isShuffled,
    repeat: context.repeatMode,
    queueVersion,
    at: now,
  };
}

/** What a remote shows changes with these (the position moves on by itself between reports). */
export const stateKey = (state: RemotePlayerState | null) => (state ? [state.trackId, state.playing, state.volume, state.shuffle, state.repeat, state.queueVersion].join('|') : 'none');

/** What a saved queue holds: its songs in order and which one is current (a change is worth saving at once). */
export const queueKey = (snapshot: PlayerSnapshot) => `${snapshot.context.queue.map((item: PlayerTrack) => item.id).join(',')}@${snapshot.context.currentIndex}`;

/**
 * The saved queue holds catalogue songs: a queue with radio or episodes in it is not saved. The
 * server notes which device saved it and shows that device by its current name.
 */
export function queueBody(snapshot: PlayerSnapshot) {
  const { queue, currentIndex, currentTime, isShuffled, repeatMode } = snapshot.context;
  if (!queue.length || queue.some((item: PlayerTrack) => item.kind !== 'song')) return null;
  return {
    track_ids: queue.map((item: PlayerTrack) => item.id),
    current_index: Math.min(currentIndex, queue.length - 1),
    position_ms: Math.max(0, Math.round(currentTime * 1000)),
    shuffle: isShuffled,
    repeat: repeatMode,
  };
}

/** Gives a command from another device to this device's player. */
export function applyToPlayer(player: PlayerActorPort, command: RemoteCommand, reloadQueue: () => void): void {
  const { context } = player.getSnapshot();
  switch (command.type) {
    case 'play':
      return player.send({ type: 'playback.play' });
    case 'pause':
      return player.send({ type: 'playback.pause' });
    case 'next':
      return player.send({ type: 'queue.next' });
    case 'previous':
      return player.send({ type: 'queue.previous' });
    case 'seek':
      return player.send({ type: 'playback.seek', time: command.positionMs / 1000 });
    case 'volume':
      return player.send({ type: 'volume.set', volume: command.volume });
    case 'shuffle':
      if (context.isShuffled !== command.shuffle) player.send({ type: 'shuffle.toggle' });
      return;
    case 'repeat':
      for (let i = 0; i < 3 && player.getSnapshot().context.repeatMode !== command.repeat; i++) player.send({ type: 'repeat.cycle' });
      return;
    case 'queue':
      return reloadQueue();
    default:
      return;
  }
}

/** Plays a saved queue on this device from `positionMs` (a handover, or "Continue listening"). */
export function playSavedQueue(player: PlayerActorPort, saved: PlayQueueAnswer, positionMs: number, playing: boolean, toPlayerTrack: ToPlayerTrack): boolean {
  const tracks = saved.tracks.map(toPlayerTrack).filter((t): t is PlayerTrack => t !== null);
  if (!tracks.length) return false;
  player.send({ type: 'queue.set', tracks, startIndex: Math.min(saved.current_index, tracks.length - 1) });
  for (let i = 0; i < 3 && player.getSnapshot().context.repeatMode !== saved.repeat; i++) player.send({ type: 'repeat.cycle' });
  if (positionMs > 0) player.send({ type: 'playback.seek', time: positionMs / 1000 });
  if (!playing) player.send({ type: 'playback.pause' });
  return true;
}

/**
 * Brings this device's player to a queue a remote saved. The Queue screen's edits (one row removed,
 * another row played) become the player's own events, so the current song plays on undisturbed;
 * anything else sets the whole queue, keeping the position when the current song stays.
 */
export function applySavedQueue(player: PlayerActorPort, saved: PlayQueueAnswer, toPlayerTrack: ToPlayerTrack): void {
  const { queue, currentIndex, currentTime } = player.getSnapshot().context;
  const now = queue.map((item: PlayerTrack) => item.id);
  const next = saved.tracks.map((t) => toPlayerTrack(t)?.id ?? '');
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);
  if (same(now, next)) {
    if (saved.current_index !== currentIndex) player.send({ type: 'queue.jump', index: saved.current_index });
    return;
  }
  const removed = now.findIndex((id, i) => id !== next[i]);
  if (next.length === now.length - 1 && removed !== currentIndex && same([...now.slice(0, removed), ...now.slice(removed + 1)], next)) {
    player.send({ type: 'queue.remove', index: removed });
    return;
  }
  const keepsCurrent = next[saved.current_index] === now[currentIndex];
  playSavedQueue(player, saved, keepsCurrent ? Math.round(currentTime * 1000) : 0, selectIsPlaying(player.getSnapshot()), toPlayerTrack);
}
