/** The admin key lives in session storage: gone when the tab closes, never sent by the browser on its own. */
export const ADMIN_KEY_STORAGE = 'tangerine.adminKey';

export interface KeyStore {
  get(): string | null;
  set(key: string | null): void;
}

export function sessionKeyStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage): KeyStore {
  let memory: string | null = null;
  return {
    get: () => {
      try {
        return storage?.getItem(ADMIN_KEY_STORAGE) ?? memory;
      } catch {
        return memory;
      }
    },
    set: (key) => {
      memory = key;
      try {
        if (key) storage?.setItem(ADMIN_KEY_STORAGE, key);
        else storage?.removeItem(ADMIN_KEY_STORAGE);
      } catch {
        // Storage refused (private mode): the key stays in memory for this page.
      }
    },
  };
}
