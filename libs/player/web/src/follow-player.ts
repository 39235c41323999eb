import type { AnyActorRef } from 'xstate';
import type { PlayerSnapshot } from '@tangerine/player-machine';
import type { PlayerActorRef } from './player-service';

/**
 * Starts a machine that runs beside the player and feeds it the player's snapshots (the current one
 * at once, then each change) until `dispose`, which also stops the machine.
 */
export function followPlayer<A extends AnyActorRef>(actor: A, player: PlayerActorRef, follow: (snapshot: PlayerSnapshot) => void): { actor: A; dispose(): void } {
  actor.start();
  follow(player.getSnapshot());
  const subscription = player.subscribe(follow);
  return {
    actor,
    dispose() {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
