import { createActor, type Actor } from 'xstate';
import { autoplayMachine, autoplayView, type AutoplayMachine, type AutoplayView, type PlayerSnapshot, type PlayerTrack } from '@tangerine/player-machine';
import { followPlayer } from '../follow-player';
import type { PlayerActorRef } from '../player-service';

/** The server's choice of songs like the seeds (the contract's getMix), as player items. */
export type LoadSimilarSongs = (seedIds: string[], excludeIds: string[], count: number) => Promise<PlayerTrack[]>;

const viewKey = (view: AutoplayView) => `${view.itemId}|${view.atLastSong}|${view.stoppedAtEnd}|${view.seedIds.join(',')}|${view.excludeIds.length}`;

/**
 * Autoplay bound to the player: it follows the player's queue and the "Autoplay similar songs"
 * setting (the player's Playback settings), asks `load` for songs and appends them to the queue.
 */
export function createAutoplay(player: PlayerActorRef, load: LoadSimilarSongs): { actor: Actor<AutoplayMachine>; dispose(): void } {
  const machine = autoplayMachine.provide({
    actions: {
      requestMix: ({ self }, { seedIds, excludeIds, count }) => {
        load(seedIds, excludeIds, count).then(
          (tracks) => self.send({ type: 'autoplay.loaded', tracks }),
          (error: unknown) => self.send({ type: 'autoplay.failed', message: error instanceof Error ? error.message : String(error) }),
        );
      },
      appendTracks: (_, { tracks }) => player.send({ type: 'queue.append', tracks }),
      continuePlayback: () => player.send({ type: 'queue.next' }),
      logError: (_, { message }) => console.error(message),
    },
  });
  const actor = createActor(machine, { input: { enabled: player.getSnapshot().context.audio.autoplay } });
  let enabled = actor.getSnapshot().context.enabled;
  let last = '';
  const follow = (snapshot: PlayerSnapshot) => {
    if (snapshot.context.audio.autoplay !== enabled) {
      enabled = snapshot.context.audio.autoplay;
      actor.send({ type: 'autoplay.configure', enabled });
    }
    const { queue, currentIndex, repeatMode, currentTime, duration } = snapshot.context;
    const view = autoplayView({ queue, currentIndex, repeatMode, currentTime, duration, playing: snapshot.hasTag('playing') });
    const key = viewKey(view);
    if (key === last) return;
    last = key;
    actor.send({ type: 'player.changed', view });
  };
  return followPlayer(actor, player, follow);
}
