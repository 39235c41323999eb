import { createActor, type Actor } from 'xstate';
import { effectiveCurve, equalizerMachine, filterGains, type ApplyEqualizerParams, type EqualizerMachine } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import { setWantedEqualizerCurve, type GraphCurve } from '../equalizer-curve';
import { EQUALIZER_KEY } from './equalizer-key';
import { readSavedJson } from '../lazy-slot';

/** The listener's curve as the graph applies it: the filters' gains solved once per sample rate. */
export function graphCurve({ preamp, gains, filters }: ApplyEqualizerParams): GraphCurve {
  const solved = new Map<number, readonly number[]>();
  return {
    preamp,
    parametric: filters,
    filterGains(sampleRate) {
      let filters = solved.get(sampleRate);
      if (!filters) solved.set(sampleRate, (filters = filterGains(gains, sampleRate)));
      return filters;
    },
  };
}

/** The equalizer's actor on this device's saved settings; its curve goes to the audio graph, ramped there. */
export function createEqualizer(storage: KeyValueStorage): { actor: Actor<EqualizerMachine>; dispose(): void } {
  const machine = equalizerMachine.provide({
    actions: {
      applyEqualizer: (_, curve) => setWantedEqualizerCurve(graphCurve(curve)),
      persistEqualizer: (_, { settings }) => {
        try {
          storage.setItem(EQUALIZER_KEY, JSON.stringify(settings));
        } catch (error) {
          console.error('The equalizer could not be saved', error);
        }
      },
      logError: (_, { message }) => console.error(message),
    },
  });
  const actor = createActor(machine, { input: { restored: readSavedJson(storage, EQUALIZER_KEY, 'The saved equalizer') } }).start();
  // The restored curve: a graph open now glides to it, one made later starts with it.
  setWantedEqualizerCurve(graphCurve(effectiveCurve(actor.getSnapshot().context)));
  return { actor, dispose: () => actor.stop() };
}
