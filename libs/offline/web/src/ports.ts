import type { ApiClient } from '@tangerine/api';

/**
 * What offline listening's browser half gets from the app that composes it (apps/web's
 * `app/offline-ports.ts`): it imports no app module.
 */
export interface OfflinePorts {
  /** The configured API client, read when a call is made (the app configures it during activation). */
  api: () => ApiClient;
  /** Tells the listener why downloads cannot run here. */
  notifyError: (message: string) => void;
  /** Resolves once the offline service worker is registered, so stored tracks open without a network. */
  offlineReady: () => Promise<void>;
  /** The account's downloads changed on the server: what shows them is refreshed. */
  refreshDownloads: () => Promise<void>;
  /** The address a song's download fetches, from its signed one: the app adds the listener's Streaming quality. Absent: as signed. */
  downloadAddress?: (audioUrl: string) => string;
  /** Runs `task` once the page is idle (or never where it cannot tell); returns how to cancel it. */
  whenIdle: (task: () => void) => (() => void) | undefined;
}
