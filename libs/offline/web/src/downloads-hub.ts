import type { Track } from '@tangerine/api';
import { changeUrgency, type ChangeUrgency } from '@tangerine/offline-machine';
import type { DeviceStore } from './device-store';
import { markDownloadStep } from './download-marks';
import type { DownloadManager, DownloadManagerPorts } from './download-manager';
import { EMPTY_DOWNLOADS, EMPTY_STATUSES, statusesOf, type DownloadStatuses, type DownloadsSnapshot } from './download-view';

export type DownloadsHubPorts = Omit<DownloadManagerPorts, 'onChange' | 'store'> & {
  /** Null where the browser has no Cache Storage (downloads are then unavailable). */
  store: DeviceStore | null;
  persist: () => Promise<unknown>;
  /** Starts what transfers run in (the downloads worker) before the first download asks for it. */
  warm?: () => void;
  /**
   * When listeners hear of a change: at once when absent (tests). The browser tells them with the next
   * task (`now`) or the next progress tick (`later`); the answer cancels the call.
   */
  schedule?: (tell: () => void, urgency: ChangeUrgency) => () => void;
};

export const DOWNLOADS_UNAVAILABLE_MESSAGE = 'Downloads are not available in this browser';

/**
 * The app's face of downloads: a snapshot for `useSyncExternalStore`, and the actions. The stored list
 * is read without the machines; the download machines (xstate) load with the first action.
 */
export class DownloadsHub {
  private snapshot: DownloadsSnapshot = EMPTY_DOWNLOADS;
  private statuses: DownloadStatuses = EMPTY_STATUSES;
  private readonly listeners = new Set<() => void>();
  private manager: Promise<DownloadManager> | null = null;
  private listing: Promise<void> | null = null;
  private generation = 0;
  /** The tell waiting for its frame or tick, if any. */
  private pending: { urgency: ChangeUrgency; cancel: () => void } | null = null;
  private prepared = false;
  /** Whether persistent storage was asked for (at the first download, not when a screen prepares). */
  private persisted = false;

  constructor(private readonly ports: DownloadsHubPorts, private readonly onUnavailable: (message: string) => void = () => undefined) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    void this.load();
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The same object until a track's status changes: progress alone does not re-render the lists. */
  getStatuses = () => this.statuses;

  private set(next: DownloadsSnapshot) {
    const previous = this.statuses;
    const previousViews = this.snapshot.views;
    this.snapshot = next;
    this.statuses = statusesOf(next, previous);
    const schedule = this.ports.schedule;
    if (!schedule) return this.tell();
    // Unchanged list statuses: progress, or a queued track started (both wait for the tick).
    const exact = (views: DownloadsSnapshot['views']) => new Map([...views].map(([trackId, view]) => [trackId, view.status]));
    const urgency = previous.ready !== this.statuses.ready ? 'now' : this.statuses === previous ? 'later' : changeUrgency(exact(previousViews), exact(next.views));
    // The changes until the tell (a list's tracks starting, chunks arriving) make one render, with the latest snapshot.
    if (this.pending && (this.pending.urgency === 'now' || urgency === 'later')) return;
    this.pending?.cancel();
    this.pending = null;
    let told = false;
    const cancel = schedule(() => {
      told = true;
      this.pending = null;
      this.tell();
    }, urgency);
    if (!told) this.pending = { urgency, cancel };
  }

  private tell() {
    markDownloadStep('told');
    for (const listener of this.listeners) listener();
  }

  /** Reads what is stored on this device once. */
  load(): Promise<void> {
    if (!this.ports.store) {
      if (!this.snapshot.ready) this.set({ ...EMPTY_DOWNLOADS, ready: true });
      return Promise.resolve();
    }
    const generation = this.generation;
    this.listing ??= this.ports.store
      .list()
      .catch(() => [])
      .then((stored) => {
        if (generation !== this.generation || this.manager) return;
        const views = new Map(stored.map((entry) => [entry.trackId, { status: 'stored' as const, progress: null, error: null }]));
        this.set({ views, stored, ready: true });
        // Records a page closed in the middle of a list did not send.
        if (this.ports.records.hasWaiting()) this.ports.records.send();
      });
    return this.listing;
  }

  /**
   * A screen that shows a Download control loads the download code while the page is idle, so the
   * first click does not wait for it.
   */
  prepare(): void {
    if (!this.ports.store || this.prepared) return;
    this.prepared = true;
    this.ports.warm?.();
    // The manager itself too, so a click's first track goes to the worker without waiting for it. A failed load is retried, and reported, by the first download.
    void this.managerFor()?.catch(() => undefined);
  }

  private managerFor(): Promise<DownloadManager> | null {
    const store = this.ports.store;
    if (!store) {
      this.onUnavailable(DOWNLOADS_UNAVAILABLE_MESSAGE);
      return null;
    }
    if (this.manager) return this.manager;
    const generation = this.generation;
    const made = Promise.all([import('./download-manager'), this.load()]).then(([{ createDownloadManager }]) =>
      createDownloadManager(
        {
          ...this.ports,
          store,
          onChange: (views, stored) => {
            if (generation === this.generation) this.set({ views, stored, ready: true });
          },
        },
        this.snapshot.stored,
      ),
    );
    this.manager = made;
    // A code load that failed is tried again by the next action.
    made.catch(() => {
      if (this.manager === made) this.manager = null;
    });
    return made;
  }

  download(track: Track, trackId: string) {
    // The offline worker installs beside the transfer, not after it (the manager waits for it before "Downloaded").
    void this.ports.offlineReady?.().catch(() => undefined);
    if (!this.persisted) {
      this.persisted = true;
      void this.ports.persist().catch(() => undefined);
    }
    void this.managerFor()?.then((manager) => manager.download(track, trackId));
  }

  cancel(trackId: string) {
    void this.managerFor()?.then((manager) => manager.cancel(trackId));
  }

  remove(trackId: string) {
    void this.managerFor()?.then((manager) => manager.remove(trackId));
  }

  async removeAll(): Promise<void> {
    const manager = this.managerFor();
    if (manager) await (await manager).removeAll();
  }

  /** Logout or a 401 that logs the device out: stop everything and delete this device's downloads. */
  async wipe(): Promise<void> {
    this.generation += 1;
    const manager = this.manager;
    this.manager = null;
    this.listing = null;
    if (manager) (await manager.catch(() => null))?.stop();
    this.ports.records.clear();
    this.set({ ...EMPTY_DOWNLOADS, ready: true });
    await this.ports.store?.clear();
  }
}
