import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser has a network; follows its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, () => true);
}
