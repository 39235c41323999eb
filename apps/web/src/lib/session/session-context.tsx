import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session, SessionStore } from '@tangerine/session';

const SessionStoreContext = createContext<SessionStore | null>(null);

export function SessionStoreProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionStoreProvider>');
  return store;
}

/** The current session; re-renders when it changes (activation, logout, another tab's storage event is not followed). */
export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
