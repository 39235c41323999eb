import { selectCurrentTrack, selectIsPlaying, type PlayerSnapshot, type PlayerTrack } from '@tangerine/player-machine';
import type { RemoteCommand, RemotePlayerState } from '@tangerine/remote-control';
import type { PlayerActorRef } from '../player';
import { trackToPlayerItem } from '../player/track-item';
import type { ConnectCalls, PlayQueueAnswer } from './connect-calls';

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
export const stateKey = (state: RemotePlayerState | null) => (state ? [state.trackId, state.playing, state.volume, state.shuffle, state.repeat].join('|') : 'none');

/** The saved queue holds catalogue songs: a queue with radio or episodes in it is not saved. */
export function queueBody(snapshot: PlayerSnapshot, deviceName: string | null) {
  const { queue, currentIndex, currentTime, isShuffled, repeatMode } = snapshot.context;
  if (!queue.length || queue.some((item: PlayerTrack) => item.kind !== 'song')) return null;
  return {
    track_ids: queue.map((item: PlayerTrack) => item.id),
    current_index: Math.min(currentIndex, queue.length - 1),
    position_ms: Math.max(0, Math.round(currentTime * 1000)),
    shuffle: isShuffled,
    repeat: repeatMode,
    ...(deviceName ? { device: deviceName } : {}),
  };
}

/** Gives a command from another device to this device's player. */
export function applyToPlayer(player: PlayerActorRef, command: RemoteCommand, reloadQueue: () => void): void {
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
export function playSavedQueue(player: PlayerActorRef, saved: PlayQueueAnswer, positionMs: number, playing: boolean): boolean {
  const tracks = saved.tracks.map(trackToPlayerItem).filter((t): t is PlayerTrack => t !== null);
  if (!tracks.length) return false;
  player.send({ type: 'queue.set', tracks, startIndex: Math.min(saved.current_index, tracks.length - 1) });
  for (let i = 0; i < 3 && player.getSnapshot().context.repeatMode !== saved.repeat; i++) player.send({ type: 'repeat.cycle' });
  if (positionMs > 0) player.send({ type: 'playback.seek', time: positionMs / 1000 });
  if (!playing) player.send({ type: 'playback.pause' });
  return true;
}

export async function reloadSavedQueue(calls: ConnectCalls, player: PlayerActorRef): Promise<void> {
  const saved = await calls.queue();
  const { currentTime } = player.getSnapshot().context;
  playSavedQueue(player, saved, Math.round(currentTime * 1000), selectIsPlaying(player.getSnapshot()));
}
