import type { MediaStore } from '../media/store.js';

/**
 * Holds every write to a media store until `release` is called (which also restores the store):
 * an import is then certainly running while a test looks at it.
 */
export function holdMediaWrites(store: MediaStore): { release: () => void } {
  const write = store.write.bind(store);
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  store.write = async (...args) => {
    await gate;
    return write(...args);
  };
  return {
    release() {
      open();
      store.write = write;
    },
  };
}
