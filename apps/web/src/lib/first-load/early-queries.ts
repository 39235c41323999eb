import { QueryObserver, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The options a screen passes to `useQuery`, as far as starting it early needs them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of queries of different data types
type AnyQueryOptions = ConstructorParameters<typeof QueryObserver<any, any, any, any, any>>[1];

/** One hold per query started early: the observer that keeps its answer until the screen takes over. */
const holds = new WeakMap<QueryClient, Map<string, () => void>>();

/** Longest a hold lasts when its screen never comes (the listener went elsewhere first). */
export const EARLY_HOLD_MS = 30_000;

/**
 * Starts the queries a screen reads first, with the shell, instead of after the screen's chunk has
 * loaded and rendered. Each is held by an observer, so a cache time of 0 (home) does not drop the
 * answer before the screen is there to read it; `useEarlyQueriesHandOff` releases them.
 */
export function startEarlyQueries(client: QueryClient, queries: ReadonlyArray<AnyQueryOptions>, setTimer: (run: () => void, ms: number) => unknown = setTimeout): void {
  let held = holds.get(client);
  if (!held) holds.set(client, (held = new Map()));
  const started: string[] = [];
  for (const options of queries) {
    const key = hashKey(options.queryKey as QueryKey);
    if (held.has(key)) continue;
    const observer = new QueryObserver(client, options);
    held.set(key, observer.subscribe(() => undefined));
    started.push(key);
  }
  setTimer(() => started.forEach((key) => release(client, key)), EARLY_HOLD_MS);
}

function release(client: QueryClient, key: string): void {
  const held = holds.get(client);
  const unsubscribe = held?.get(key);
  if (!unsubscribe) return;
  held?.delete(key);
  unsubscribe();
}

/**
 * For the screen that reads `queryKeys`: which of them were started early for it (their first
 * answer is this visit's, so refetching on mount would fetch the same thing twice). The holds are
 * released once the screen's own observers are subscribed.
 */
export function useEarlyQueriesHandOff(client: QueryClient, queryKeys: ReadonlyArray<QueryKey>): readonly boolean[] {
  const [keys] = useState(() => queryKeys.map((queryKey) => hashKey(queryKey)));
  const [startedEarly] = useState(() => keys.map((key) => holds.get(client)?.has(key) ?? false));
  useEffect(() => keys.forEach((key) => release(client, key)), [client, keys]);
  return startedEarly;
}

/** Calls `handle` once with the query's data, as soon as there is some (or gives up with the holds). */
export function onFirstData<T>(client: QueryClient, queryKey: QueryKey, handle: (data: T) => void, setTimer: (run: () => void, ms: number) => unknown = setTimeout): void {
  const cache = client.getQueryCache();
  const key = hashKey(queryKey);
  let done = false;
  const check = () => {
    const data = cache.get(key)?.state.data as T | undefined;
    if (done || data === undefined) return;
    done = true;
    unsubscribe();
    handle(data);
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.query.queryHash === key) check();
  });
  check();
  setTimer(() => {
    done = true;
    unsubscribe();
  }, EARLY_HOLD_MS);
}

/**
 * Asks the browser for an image the next screen shows first, before that screen renders its `<img>`:
 * with the `<img>`'s own `srcset` and `sizes`, so the browser picks the same copy.
 */
export function preloadImage(url: string, responsive: { srcSet: string | null; sizes: string } | null = null, doc: Document = document): void {
  if (doc.head.querySelector(`link[rel="preload"][as="image"][href="${CSS.escape(url)}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  if (responsive?.srcSet) {
    link.setAttribute('imagesrcset', responsive.srcSet);
    link.setAttribute('imagesizes', responsive.sizes);
  }
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
}
