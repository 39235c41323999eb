/**
 * All live stations of this process. Programmes are loaded on first listen and refreshed every few
 * minutes (files added to the catalogue join the rotation); idle stations cost nothing.
 */
import { Broadcast, type BroadcastOptions, type ListenerSink } from './broadcast.js';
import { loadProgramme, type Programme } from './programme.js';

/** The station's audio files in play order, or null when the station does not exist or is not ours. */
export type StationSource = (stationId: number) => Promise<string[] | null>;

export interface RadioHubOptions extends BroadcastOptions {
  refreshMs?: number;
  /**
   * How long a station stays loaded after its last listener left (ms): the next "Listen Live" gets
   * its most recent frames at once instead of waiting for its files to be read and scanned again.
   */
  keepIdleMs?: number;
}

interface Entry {
  broadcast: Broadcast;
  loadedAt: number;
  paths: string;
  /** Drops the station once it has been idle for `keepIdleMs`. */
  idleTimer?: NodeJS.Timeout;
}

export class RadioHub {
  private readonly stations = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<Entry | null>>();

  constructor(
    private readonly source: StationSource,
    private readonly options: RadioHubOptions = {},
  ) {}

  /** Adds a listener to the station; false when the station has nothing to play. */
  async listen(stationId: number, listener: ListenerSink): Promise<boolean> {
    const entry = await this.entry(stationId);
    if (!entry) return false;
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
    entry.broadcast.add(listener);
    return true;
  }

  /** Listeners connected to this process now. */
  listenerCount(stationId: number): number {
    return this.stations.get(stationId)?.broadcast.listenerCount ?? 0;
  }

  leave(stationId: number, listener: ListenerSink): void {
    const entry = this.stations.get(stationId);
    if (!entry) return;
    entry.broadcast.remove(listener);
    if (entry.broadcast.listenerCount === 0) this.dropWhenIdle(stationId, entry);
  }

  /** Whether the station can be played (it exists, it is ours, and it has audio). */
  async has(stationId: number): Promise<boolean> {
    return (await this.entry(stationId)) !== null;
  }

  /** Ends every listener's stream cleanly (shutdown): players see the end of a stream, not an error. */
  close(): void {
    for (const entry of this.stations.values()) {
      clearTimeout(entry.idleTimer);
      entry.broadcast.endAll();
    }
    this.stations.clear();
  }

  /** An idle station stays loaded a while (its clock stopped), then keeps nothing in memory. */
  private dropWhenIdle(stationId: number, entry: Entry): void {
    if (entry.idleTimer) return;
    entry.idleTimer = setTimeout(() => {
      if (this.stations.get(stationId) === entry && entry.broadcast.listenerCount === 0) this.stations.delete(stationId);
    }, this.options.keepIdleMs ?? 5 * 60_000);
    entry.idleTimer.unref();
  }

  private async entry(stationId: number): Promise<Entry | null> {
    const now = Date.now();
    const current = this.stations.get(stationId);
    if (current && now - current.loadedAt < (this.options.refreshMs ?? 5 * 60_000)) return current;
    let pending = this.loading.get(stationId);
    if (!pending) {
      pending = this.load(stationId, current).finally(() => this.loading.delete(stationId));
      this.loading.set(stationId, pending);
    }
    return pending;
  }

  private async load(stationId: number, current: Entry | undefined): Promise<Entry | null> {
    const paths = await this.source(stationId);
    if (!paths || paths.length === 0) {
      if (current && current.broadcast.listenerCount === 0) this.stations.delete(stationId);
      return current && current.broadcast.listenerCount > 0 ? current : null;
    }
    const key = paths.join('\n');
    if (current && current.paths === key) {
      current.loadedAt = Date.now();
      return current;
    }
    const programme: Programme | null = await loadProgramme(paths);
    if (!programme) return null;
    if (current) {
      current.broadcast.replaceProgramme(programme);
      current.paths = key;
      current.loadedAt = Date.now();
      return current;
    }
    const entry: Entry = { broadcast: new Broadcast(programme, this.options), loadedAt: Date.now(), paths: key };
    this.stations.set(stationId, entry);
    this.dropWhenIdle(stationId, entry); // Loaded ahead of a listener (its page opened), it does not stay for good.
    return entry;
  }
}
