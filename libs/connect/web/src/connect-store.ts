import { useMemo, useSyncExternalStore } from 'react';
import { subscribeToSnapshots } from '@tangerine/lazy-actor';
import type { ConnectService, ContinueOffer } from './connect-service';
import type { RemoteSnapshot } from '@tangerine/connect-machine';

/** This page's Connect service once loaded (app/create-services.ts); null before, in tests and stories. */
let current: ConnectService | null = null;
const listeners = new Set<() => void>();

export function setConnectService(service: ConnectService | null): void {
  current = service;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConnectService(): ConnectService | null {
  return useSyncExternalStore(subscribe, () => current);
}

const NO_SNAPSHOT = () => () => undefined;

/** The remote-control actor's snapshot, or null without Connect. */
export function useRemoteSnapshot(): RemoteSnapshot | null {
  const actor = useConnectService()?.actor;
  // Its snapshots are immutable: React compares them as they come (no @xstate/react in the shell's first chunks).
  return useSyncExternalStore(
    useMemo(() => subscribeToSnapshots(actor), [actor]),
    () => actor?.getSnapshot() ?? null,
  );
}

/** Whether this device is a remote of another now (the player bar then shows and controls that device). */
export function useIsRemote(): boolean {
  return useRemoteSnapshot()?.hasTag('remote') ?? false;
}

export function useContinueOffer(): ContinueOffer | null {
  const service = useConnectService();
  return useSyncExternalStore(service ? service.subscribeOffer : NO_SNAPSHOT, () => service?.offer() ?? null);
}
