import { useSyncExternalStore } from 'react';
import type { EqualizerContext, EqualizerEvent, PlayerTrack } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import type { PlayerHandle } from '../player-service';
import { usePlayerService } from '../player-context';
import { isSameOrigin } from '../same-origin';
import { EQUALIZER_KEY } from './equalizer-key';
import { hasSaved, LazySlot } from '../lazy-slot';

interface LoadedEqualizer {
  actor: { send(event: EqualizerEvent): void; getSnapshot(): { context: EqualizerContext }; subscribe(listener: () => void): { unsubscribe(): void } };
  dispose(): void;
}

/**
 * The equalizer as the screens hold it: null until its machine (with xstate) has loaded, then its
 * settings. It loads when the panel opens or a toggle comes, or at once when settings were saved,
 * so a reload applies the curve again.
 */
export class EqualizerSlot extends LazySlot<LoadedEqualizer, EqualizerContext | null> {
  constructor(load: () => Promise<LoadedEqualizer>) {
    super('The equalizer', null, load, (equalizer) => equalizer.actor.getSnapshot().context);
  }

  send(event: EqualizerEvent): void {
    void this.start().then((equalizer) => equalizer?.actor.send(event));
  }
}

const slots = new WeakMap<PlayerHandle['actor'], EqualizerSlot>();

/** Gives `player` its equalizer (once), kept in `storage`; saved settings load the machine at once. */
export function provideEqualizer(player: Pick<PlayerHandle, 'actor'>, storage: KeyValueStorage): EqualizerSlot {
  const given = slots.get(player.actor);
  if (given) return given;
  const slot = new EqualizerSlot(() => import('./equalizer-service').then(({ createEqualizer }) => createEqualizer(storage)));
  slots.set(player.actor, slot);
  if (hasSaved(storage, EQUALIZER_KEY)) void slot.start();
  return slot;
}

/**
 * A device with saved settings gets its equalizer now (the shell calls this in an idle period after
 * the first screen): its machine, and its curve solved, before the first play's click instead of in it.
 */
export async function prepareSavedEqualizer(player: Pick<PlayerHandle, 'actor'>, storage: KeyValueStorage): Promise<void> {
  if (hasSaved(storage, EQUALIZER_KEY)) await provideEqualizer(player, storage).start();
}

/** The equalizer given to `actor`'s player, if any (the keyboard's toggle). */
export function equalizerOf(actor: PlayerHandle['actor']): EqualizerSlot | null {
  return slots.get(actor) ?? null;
}

/** Whether the equalizer reaches `track`: cross-origin sources (external radio) play outside the audio graph. */
export function canEqualize(track: Pick<PlayerTrack, 'streamUrl'> | null): boolean {
  return track?.streamUrl == null || isSameOrigin(track.streamUrl);
}

const noSlot = { getSnapshot: () => null, subscribe: () => () => undefined };

/**
 * The player's equalizer (null settings until loaded) and its events; null where the app gave the
 * player none. With `storage`, a player that has none yet gets it now (the panel opened before any play).
 */
export function useEqualizer(storage?: KeyValueStorage): { settings: EqualizerContext | null; send: (event: EqualizerEvent) => void; start: () => void } | null {
  const player = usePlayerService();
  const slot = storage ? provideEqualizer(player, storage) : (slots.get(player.actor) ?? null);
  const source = slot ?? noSlot;
  const settings = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return slot ? { settings, send: (event) => slot.send(event), start: () => void slot.start() } : null;
}
