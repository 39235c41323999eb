import { useSyncExternalStore } from 'react';

// Whether the equalizer's panel is open: the player bar and the profile's Playback section open it, the shell shows it.
let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export const openEqualizer = (): void => setOpen(true);
export const closeEqualizer = (): void => setOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useEqualizerOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
