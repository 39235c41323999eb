import { createContext, useContext, type ReactNode } from 'react';
import type { KeyValueStorage } from '@tangerine/session';

const StorageContext = createContext<KeyValueStorage | null>(null);

export function StorageProvider({ storage, children }: { storage: KeyValueStorage; children: ReactNode }) {
  return <StorageContext.Provider value={storage}>{children}</StorageContext.Provider>;
}

/** The browser's key-value storage (device id, player state). */
export function useStorage(): KeyValueStorage {
  const storage = useContext(StorageContext);
  if (!storage) throw new Error('useStorage must be used inside <StorageProvider>');
  return storage;
}
