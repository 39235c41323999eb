import { selectCurrentTrack, selectIsPlaying, speedFor, type PlayerSnapshot, type PlayerTrack } from '@tangerine/player-machine';
import type { SnapshotSource as Source } from '@tangerine/lazy-actor';
import type { PlayerActorRef } from '..';

/** Where the snapshots come from: the actor itself, or the player service's view (which may defer). */
export type SnapshotSource = Source<PlayerSnapshot>;

type Handler = [MediaSessionAction, MediaSessionActionHandler | null];

function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

/**
 * Keeps the OS media controls (lock screen, headset keys, notification) in step with the player:
 * metadata, playbackState, position and the action handlers. Radio is live: no seek handlers; no
 * seek-backward/forward handlers at all, so lock screens keep next and previous.
 * Returns the function that detaches it.
 */
export function bindMediaSession(
  actor: PlayerActorRef,
  mediaSession: MediaSession | undefined = navigator.mediaSession,
  source: SnapshotSource = actorSource(actor),
): () => void {
  if (!mediaSession) return () => undefined;
  let lastTrack: PlayerTrack | null | undefined;
  let lastKind: PlayerTrack['kind'] | null = null;

  const set = (handlers: Handler[]) => {
    for (const [action, handler] of handlers) {
      try {
        mediaSession.setActionHandler(action, handler);
      } catch {
        // This browser does not know the action.
      }
    }
  };

  set([
    ['play', () => actor.send({ type: 'playback.play' })],
    ['pause', () => actor.send({ type: 'playback.pause' })],
    ['stop', () => actor.send({ type: 'playback.pause' })],
    ['previoustrack', () => actor.send({ type: 'queue.previous' })],
    ['nexttrack', () => actor.send({ type: 'queue.next' })],
  ]);

  // Phones show seek-backward/forward buttons in place of previous/next when those handlers exist:
  // only the scrubber (seekto) seeks, so next and previous stay next and previous. Radio is live: none.
  const seekHandlers = (enabled: boolean): Handler[] => [
    ['seekto', enabled ? (details) => details.seekTime !== undefined && actor.send({ type: 'playback.seek', time: details.seekTime }) : null],
    ['seekbackward', null],
    ['seekforward', null],
  ];

  function update() {
    const snapshot = source.getSnapshot();
    const track = selectCurrentTrack(snapshot);
    if (track !== lastTrack) {
      lastTrack = track;
      mediaSession.metadata =
        track && typeof MediaMetadata !== 'undefined'
          ? new MediaMetadata({
              title: track.title,
              artist: track.artistName,
              album: track.albumTitle ?? '',
              artwork: track.artworkUrl ? [{ src: absolute(track.artworkUrl), sizes: '512x512' }] : [],
            })
          : null;
    }
    const kind = track?.kind ?? null;
    if (kind !== lastKind) {
      lastKind = kind;
      set(seekHandlers(kind !== null && kind !== 'radio'));
    }
    mediaSession.playbackState = track ? (selectIsPlaying(snapshot) ? 'playing' : 'paused') : 'none';
    const { duration, currentTime } = snapshot.context;
    if (track && kind !== 'radio' && duration > 0 && mediaSession.setPositionState) {
      try {
        mediaSession.setPositionState({ duration, position: Math.min(currentTime, duration), playbackRate: speedFor(track, snapshot.context.speeds) });
      } catch {
        // An inconsistent position is skipped, not fatal.
      }
    }
  }
  // Bound while a track is already loaded (the module loads with the first track): show it at once.
  update();
  const subscription = source.subscribe(() => update());

  return () => {
    subscription.unsubscribe();
    set([
      ['play', null],
      ['pause', null],
      ['stop', null],
      ['previoustrack', null],
      ['nexttrack', null],
      ...seekHandlers(false),
    ]);
    mediaSession.metadata = null;
    mediaSession.playbackState = 'none';
  };
}

function actorSource(actor: PlayerActorRef): SnapshotSource {
  return {
    getSnapshot: () => actor.getSnapshot(),
    subscribe: (observer) => actor.subscribe((snapshot) => (typeof observer === 'function' ? observer(snapshot) : observer.next?.(snapshot))),
  };
}
