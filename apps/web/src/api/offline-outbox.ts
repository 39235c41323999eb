import { isApiError } from '@tangerine/api';
import type { OutboxAction } from '@tangerine/offline-machine';
import { api } from './client';

const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Puts an action in this device's outbox; the outbox's code loads only then. */
export async function queueInOutbox(action: OutboxAction): Promise<void> {
  const { browserOutbox } = await import('@tangerine/offline-web/browser-outbox');
  await browserOutbox(api).add(action);
}

/**
 * Without a network the call goes to the outbox and reaches the server, in order, once the network
 * is back; it then resolves to null. Online, the call's own answer or error.
 */
export async function callOrQueue<T>(action: OutboxAction, call: () => Promise<T>): Promise<T | null> {
  if (offlineNow()) {
    await queueInOutbox(action);
    return null;
  }
  try {
    return await call();
  } catch (error) {
    // The network went away during the call: fetch's TypeError, as the client's middleware wraps it.
    const noAnswer = error instanceof TypeError || (isApiError(error) && error.code === 'network_error');
    if (noAnswer && offlineNow()) {
      await queueInOutbox(action);
      return null;
    }
    throw error;
  }
}

/**
 * React Query holds mutations back while it thinks the browser is offline (in memory, lost on reload);
 * these run at once instead and put themselves in the outbox, which survives a reload.
 */
export const OUTBOX_NETWORK_MODE = 'always' as const;
