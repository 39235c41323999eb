import type { Backend } from '../backend';

export interface DeferredBackend extends Backend {
  /** Starts loading now (say when the page is idle), so the first call does not wait for it. */
  warm(): void;
}

/**
 * A Backend whose module loads on its first call or `warm()`: the calls are all asynchronous, so
 * the first one just waits for the chunk. A failed load is retried on the next call.
 */
export function deferredBackend(load: () => Promise<Backend>): DeferredBackend {
  let loading: Promise<Backend> | null = null;
  const backend = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    warm: () => void backend().catch(() => undefined),
    activate: async (body) => (await backend()).activate(body),
    reportPlay: async (track) => (await backend()).reportPlay(track),
    heartbeat: async (deviceId, payload) => (await backend()).heartbeat(deviceId, payload),
    stopActivity: async (deviceId) => (await backend()).stopActivity(deviceId),
    freshStreamUrl: async (track) => (await backend()).freshStreamUrl(track),
    // Without it the player would see no similarSongs and never create Autoplay.
    similarSongs: async (seedIds, excludeIds, count) => (await backend()).similarSongs?.(seedIds, excludeIds, count) ?? [],
  };
}
