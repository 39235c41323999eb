import { useSyncExternalStore } from 'react';

/** The parts that open the equalizer's panel; the one that opened it shows it, so the shell carries none of it. */
export type EqualizerOpener = 'player-bar' | 'profile';

let openedBy: EqualizerOpener | null = null;
const listeners = new Set<() => void>();

function setOpenedBy(value: EqualizerOpener | null): void {
  if (openedBy === value) return;
  openedBy = value;
  listeners.forEach((listener) => listener());
}

export const openEqualizer = (opener: EqualizerOpener): void => setOpenedBy(opener);
export const closeEqualizer = (): void => setOpenedBy(null);
/** Closes the panel if `opener` opened it (that part is going away). */
export const closeEqualizerOf = (opener: EqualizerOpener): void => {
  if (openedBy === opener) setOpenedBy(null);
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Which part opened the panel (null: closed). */
export function useEqualizerOpenedBy(): EqualizerOpener | null {
  return useSyncExternalStore(subscribe, () => openedBy, () => null);
}
