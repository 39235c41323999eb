import { memoryOutboxStore, type OutboxEntry, type OutboxStore } from '@tangerine/offline-machine';

const DB_NAME = 'tangerine-offline';
const STORE = 'outbox';
const KEY = 'entries';

function request<T>(run: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const pending = run();
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
  });
}

/** The outbox in IndexedDB (one record: the ordered entries); in memory where IndexedDB is missing. */
export function indexedDbOutboxStore(factory: IDBFactory | undefined = globalThis.indexedDB): OutboxStore {
  if (!factory) return memoryOutboxStore();
  let db: Promise<IDBDatabase> | null = null;
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = factory.open(DB_NAME, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'));
    }));
  return {
    async load() {
      const database = await open();
      const entries = await request(() => database.transaction(STORE, 'readonly').objectStore(STORE).get(KEY));
      return Array.isArray(entries) ? (entries as OutboxEntry[]) : [];
    },
    async save(entries) {
      const database = await open();
      await request(() => database.transaction(STORE, 'readwrite').objectStore(STORE).put(entries, KEY));
    },
  };
}
