import { createActor, type Actor } from 'xstate';
import { selectCurrentTrack, sleepTimerMachine, type PlayerSnapshot, type SleepTimerMachine } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import { followPlayer } from '../follow-player';
import type { PlayerActorRef } from '../player-service';
import { SLEEP_TIMER_KEY } from './sleep-timer-storage';

export { SLEEP_TIMER_KEY };

export interface SleepTimerServiceOptions {
  player: PlayerActorRef;
  storage: KeyValueStorage;
  now?: () => number;
}

function readSaved(storage: KeyValueStorage): unknown {
  try {
    const raw = storage.getItem(SLEEP_TIMER_KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch (error) {
    console.error('The saved sleep timer could not be read; it is off.', error);
    return null;
  }
}

/** The sleep timer's actor bound to the player: it follows the player's item and position, fades and pauses it. */
export function createSleepTimer({ player, storage, now = Date.now }: SleepTimerServiceOptions): { actor: Actor<SleepTimerMachine>; dispose(): void } {
  const machine = sleepTimerMachine.provide({
    actions: {
      applyFade: (_, { gain }) => player.send({ type: 'volume.fade', gain }),
      // Nothing to stop when the player is not playing (paused, or its machine not even loaded).
      stopPlayback: () => {
        if (player.getSnapshot().hasTag('playing')) player.send({ type: 'playback.pause' });
      },
      persistTimer: (_, { saved }) => {
        try {
          if (saved === null) storage.removeItem(SLEEP_TIMER_KEY);
          else storage.setItem(SLEEP_TIMER_KEY, JSON.stringify(saved));
        } catch (error) {
          console.error('The sleep timer could not be saved', error);
        }
      },
    },
  });
  const actor = createActor(machine, { input: { now, restored: readSaved(storage) } });
  let last = '';
  const follow = (snapshot: PlayerSnapshot) => {
    const track = selectCurrentTrack(snapshot);
    const { currentTime, duration } = snapshot.context;
    const playing = snapshot.hasTag('playing');
    const key = `${track?.id ?? ''}|${currentTime}|${duration}|${playing}`;
    if (key === last) return;
    last = key;
    actor.send({ type: 'player.progress', itemId: track?.id ?? null, live: track?.kind === 'radio', playing, currentTime, duration: duration || (track?.duration ?? 0) });
  };
  return followPlayer(actor, player, follow);
}
