import type { ConnectCalls } from './connect-calls';
import { readServerEvents } from '@tangerine/api';

export interface ChannelHandlers {
  onOpen(): void;
  onEvent(event: string, data: Record<string, unknown>): void;
  /** The stream ended or failed; `revoked` when the server said this device lost access. */
  onClose(revoked: boolean): void;
  /** The server ended the stream because this device (another tab) opened another channel. */
  onReplaced?(): void;
}

/** Opens this device's event channel once; `close()` ends it without a report. */
export function openChannel(calls: Pick<ConnectCalls, 'openChannel'>, handlers: ChannelHandlers): { close(): void } {
  const abort = new AbortController();
  let revoked = false;
  let replaced = false;
  void (async () => {
    try {
      const { status, body } = await calls.openChannel(abort.signal);
      if (!body) {
        // 401 already logged the device out (the client's middleware); anything else is a lost channel.
        if (!abort.signal.aborted) handlers.onClose(status === 401);
        return;
      }
      handlers.onOpen();
      await readServerEvents(body, (event, data) => {
        if (event === 'revoked') revoked = true;
        if (event === 'replaced') replaced = true;
        else handlers.onEvent(event, data);
      });
    } catch {
      // Network failure or abort: reported below unless closed on purpose.
    }
    if (abort.signal.aborted) return;
    if (replaced && !revoked && handlers.onReplaced) handlers.onReplaced();
    else handlers.onClose(revoked);
  })();
  return { close: () => abort.abort() };
}

const LOCK = 'tangerine.connect';

/**
 * Tabs of one browser share one device (one device id and token), so one tab holds its channel: the
 * first one opened, until another tab starts playing and takes the lead (Web Locks `steal`).
 */
export function leadership(onLead: () => void, onFollow: () => void) {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  let leading = false;
  let release: (() => void) | null = null;
  const request = (steal: boolean) => {
    if (!locks) {
      if (!leading) {
        leading = true;
        onLead();
      }
      return;
    }
    locks
      .request(LOCK, steal ? { steal: true } : {}, () => {
        leading = true;
        onLead();
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => {
        // Stolen by a tab that started playing: it holds the channel now.
        leading = false;
        onFollow();
      });
  };
  request(false);
  return {
    get leading() {
      return leading;
    },
    /** This tab plays: take the channel over if another tab has it. */
    take() {
      if (!leading) request(true);
    },
    dispose() {
      release?.();
      leading = false;
    },
  };
}
