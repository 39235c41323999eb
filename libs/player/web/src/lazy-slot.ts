import type { KeyValueStorage } from '@tangerine/session';

/** What a slot loads: an actor to follow and a way to stop it. */
export interface LoadedActor {
  actor: { subscribe(listener: () => void): { unsubscribe(): void } };
  dispose(): void;
}

/**
 * A player's companion machine (sleep timer, equalizer) as the screens hold it before it has loaded:
 * `initial`, then what `viewOf` reads from the loaded actor (the previous view when nothing changed).
 * It loads (with xstate) on the first use, once; a failed load is retried by the next use.
 * Slots load with the screens that show them: the shell's first chunks hold only what provides them.
 */
export class LazySlot<TLoaded extends LoadedActor, TView> {
  private loading: Promise<TLoaded | null> | null = null;
  private view: TView;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly what: string,
    initial: TView,
    private readonly load: () => Promise<TLoaded>,
    private readonly viewOf: (loaded: TLoaded, previous: TView) => TView,
  ) {
    this.view = initial;
  }

  getSnapshot = (): TView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  start(): Promise<TLoaded | null> {
    this.loading ??= this.load().then(
      (loaded) => {
        const publish = () => {
          const next = this.viewOf(loaded, this.view);
          if (next === this.view) return;
          this.view = next;
          this.listeners.forEach((listener) => listener());
        };
        loaded.actor.subscribe(publish);
        publish();
        return loaded;
      },
      (error: unknown) => {
        console.error(`${this.what} did not load`, error);
        this.loading = null;
        return null;
      },
    );
    return this.loading;
  }
}

/** Whether `key` holds anything (a saved companion loads at once, so a reload keeps it). */
export function hasSaved(storage: KeyValueStorage, key: string): boolean {
  try {
    return storage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The JSON saved under `key`, or null when there is none or it cannot be read (`what` says what is lost). */
export function readSavedJson(storage: KeyValueStorage, key: string, what: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch (error) {
    console.error(`${what} could not be read; it starts afresh.`, error);
    return null;
  }
}
