import type { CacheStorageLike } from '../device-store';

/** Cache Storage in memory (jsdom has none): `failPut` makes the next writes throw like a full disk. */
export function memoryCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const state = { failPutAfter: Number.POSITIVE_INFINITY };
  const keyOf = (request: RequestInfo | URL) => new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, 'http://tangerine.test').href;

  function open(name: string): Cache {
    let entries = caches.get(name);
    if (!entries) {
      entries = new Map();
      caches.set(name, entries);
    }
    const store = entries;
    return {
      async put(request: RequestInfo | URL, response: Response) {
        if (state.failPutAfter <= 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        state.failPutAfter -= 1;
        store.set(keyOf(request), new Response(await response.arrayBuffer(), { headers: response.headers, status: response.status }));
      },
      async match(request: RequestInfo | URL) {
        return store.get(keyOf(request))?.clone();
      },
      async delete(request: RequestInfo | URL) {
        return store.delete(keyOf(request));
      },
      async keys() {
        return [...store.keys()].map((url) => new Request(url));
      },
    } as unknown as Cache;
  }

  const storage: CacheStorageLike = {
    open: async (name: string) => open(name),
    delete: async (name: string) => caches.delete(name),
  };
  return { storage, state, paths: (name: string) => [...(caches.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname) };
}
