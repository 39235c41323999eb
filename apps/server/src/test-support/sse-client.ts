import { readServerEvents } from '@tangerine/api';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface SseChannel {
  status: number;
  headers: Headers;
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  next(event: string, match?: (data: Record<string, unknown>) => boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** A device's event channel read over real HTTP (inject cannot hold a stream open). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseChannel> {
  const abort = new AbortController();
  const response = await fetch(url, { method: 'POST', headers, signal: abort.signal });
  const received: SseEvent[] = [];
  const waiters: { event: string; match: (data: Record<string, unknown>) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const offer = (e: SseEvent) => {
    const index = waiters.findIndex((w) => w.event === e.event && w.match(e.data));
    if (index >= 0) waiters.splice(index, 1)[0]?.resolve(e);
    else received.push(e);
  };
  const ended = (async () => {
    if (!response.body) return;
    try {
      await readServerEvents(response.body, (event, data) => offer({ event, data }));
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    next(event, match = () => true) {
      const index = received.findIndex((e) => e.event === event && match(e.data));
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as SseEvent);
      return new Promise((resolve) => waiters.push({ event, match, resolve }));
    },
    ended,
    close: () => abort.abort(),
  };
}
