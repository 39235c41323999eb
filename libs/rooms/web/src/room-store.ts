import { useMemo, useSyncExternalStore } from 'react';
import { subscribeToSnapshots } from '@tangerine/lazy-actor';
import type { RoomService, RoomSnapshot } from './room-service';

/** This page's room service once Connect's channel is up (app/create-services.ts); null before, in tests and stories. */
let current: RoomService | null = null;
const listeners = new Set<() => void>();

export function setRoomService(service: RoomService | null): void {
  current = service;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRoomService(): RoomService | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** The room machine's snapshot, or null without rooms. */
export function useRoomSnapshot(): RoomSnapshot | null {
  const actor = useRoomService()?.actor;
  // Its snapshots are immutable: React compares them as they come (no @xstate/react in the shell's first chunks).
  return useSyncExternalStore(
    useMemo(() => subscribeToSnapshots(actor), [actor]),
    () => actor?.getSnapshot() ?? null,
  );
}

/** Whether this device is in a room now (hosting, member or guest). */
export function useInRoom(): boolean {
  return useRoomSnapshot()?.hasTag('inRoom') ?? false;
}

/** Whether this device's room has ended and its notice waits for "OK" (it shows even with no queue left). */
export function useRoomEnded(): boolean {
  return useRoomSnapshot()?.hasTag('ended') ?? false;
}
