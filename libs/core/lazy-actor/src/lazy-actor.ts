/** A snapshot listener as XState and `@xstate/react`'s `useSelector` pass one: a function or an observer. */
export type SnapshotObserver<TSnapshot> = ((snapshot: TSnapshot) => void) | { next?: (snapshot: TSnapshot) => void };

export interface Subscription {
  unsubscribe(): void;
}

/** What screens read of an actor: enough of an XState ActorRef for `useSelector`. */
export interface SnapshotSource<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: SnapshotObserver<TSnapshot>): Subscription;
}

/** What screens use of an actor: its snapshots and its events. */
export interface ActorLike<TSnapshot, TEvent> extends SnapshotSource<TSnapshot> {
  send(event: TEvent): void;
}

export interface LazyActorOptions<TSnapshot, TEvent, TLoaded> {
  /** Loads and starts the real actor (its module brings xstate and the machine). */
  load: () => Promise<TLoaded>;
  /** The actor inside what `load` gives; the loaded value itself by default. */
  actorOf?: (loaded: TLoaded) => ActorLike<TSnapshot, TEvent>;
  /** The snapshot the machine will start in, read before it has loaded; asked for once, on the first read. */
  resting: () => TSnapshot;
  /** The resting snapshot after `event`, for an event sent before the load (a typed code shows at once). */
  preview?: (snapshot: TSnapshot, event: TEvent) => TSnapshot;
  /** A failed load: logged by the caller; answers the waiting events to keep for the next try (all by default). */
  onLoadError?: (error: unknown, waiting: TEvent[]) => TEvent[];
  /** Ends what was loaded when the lazy actor stops (or when it loads after the stop). */
  dispose?: (loaded: TLoaded) => void;
}

export interface LazyActor<TSnapshot, TEvent, TLoaded> extends ActorLike<TSnapshot, TEvent> {
  /** Loads ahead of an event; resolves to what was loaded, or null when the load failed or the actor stopped. */
  load(): Promise<TLoaded | null>;
  /** What was loaded, or null before. */
  readonly loaded: TLoaded | null;
  /** A load is under way. */
  readonly loading: boolean;
  /**
   * Another snapshot source of what is loaded (the player's deferred view), showing the same resting
   * snapshot until then.
   */
  follow(sourceOf: (loaded: TLoaded) => SnapshotSource<TSnapshot>): SnapshotSource<TSnapshot>;
  stop(): void;
}

interface SwitchingSource<TSnapshot> extends SnapshotSource<TSnapshot> {
  readonly resting: boolean;
  emit(snapshot: TSnapshot): void;
  attach(): void;
}

/**
 * `source`'s changes as React's useSyncExternalStore subscribes to them (a callback per snapshot, and
 * a function that stops it); without a source, nothing. UIs read actors this way without `@xstate/react`.
 */
export function subscribeToSnapshots(source: { subscribe(listener: () => void): Subscription } | null | undefined): (onChange: () => void) => () => void {
  return (onChange) => {
    const subscription = source?.subscribe(() => onChange());
    return () => subscription?.unsubscribe();
  };
}

const notify = <T>(observer: SnapshotObserver<T>, snapshot: T) => (typeof observer === 'function' ? observer(snapshot) : observer.next?.(snapshot));

/**
 * An actor whose machine loads later: until it has, it answers a cheap resting snapshot and keeps the
 * events sent to it; the first event (or `load()`) loads it, the waiting events then go to it in the
 * order they were sent, and subscribers follow it without subscribing again. A failed load keeps the
 * events `onLoadError` answers and tries again with the next event or `load()`.
 */
export function lazyActor<TSnapshot, TEvent, TLoaded = ActorLike<TSnapshot, TEvent>>(
  options: LazyActorOptions<TSnapshot, TEvent, TLoaded>,
): LazyActor<TSnapshot, TEvent, TLoaded> {
  const actorOf = options.actorOf ?? ((loaded: TLoaded) => loaded as unknown as ActorLike<TSnapshot, TEvent>);
  let loaded: TLoaded | null = null;
  let loading: Promise<TLoaded | null> | null = null;
  let stopped = false;
  let resting: TSnapshot | undefined;
  let restingRead = false;
  let waiting: TEvent[] = [];
  const views: SwitchingSource<TSnapshot>[] = [];
  const subscriptions: Subscription[] = [];

  const restingSnapshot = (): TSnapshot => {
    if (!restingRead) {
      resting = options.resting();
      restingRead = true;
    }
    return resting as TSnapshot;
  };

  /** Observers of one source: the resting snapshot until the load, then the source of what loaded. */
  const switching = (sourceOf: (loaded: TLoaded) => SnapshotSource<TSnapshot>): SwitchingSource<TSnapshot> => {
    const observers = new Set<SnapshotObserver<TSnapshot>>();
    let source: SnapshotSource<TSnapshot> | null = null;
    const emit = (snapshot: TSnapshot) => observers.forEach((observer) => notify(observer, snapshot));
    const view: SwitchingSource<TSnapshot> = {
      get resting() {
        return source === null;
      },
      getSnapshot: () => (source ? source.getSnapshot() : restingSnapshot()),
      subscribe(observer: SnapshotObserver<TSnapshot>): Subscription {
        observers.add(observer);
        return { unsubscribe: () => void observers.delete(observer) };
      },
      emit,
      attach() {
        if (source || !loaded) return;
        source = sourceOf(loaded);
        subscriptions.push(source.subscribe(emit));
        emit(source.getSnapshot());
      },
    };
    views.push(view);
    return view;
  };

  const own = switching(actorOf);

  const start = (): Promise<TLoaded | null> => {
    if (stopped) return Promise.resolve(null);
    loading ??= options.load().then(
      (value) => {
        if (stopped) {
          options.dispose?.(value);
          return null;
        }
        loaded = value;
        const actor = actorOf(value);
        for (const event of waiting.splice(0)) actor.send(event);
        views.forEach((view) => view.attach());
        return value;
      },
      (error: unknown) => {
        loading = null;
        const kept = options.onLoadError ? options.onLoadError(error, waiting.slice()) : waiting;
        waiting = kept.slice();
        return null;
      },
    );
    return loading;
  };

  return {
    send(event) {
      if (stopped) return;
      if (loaded) {
        actorOf(loaded).send(event);
        return;
      }
      waiting.push(event);
      if (options.preview) {
        const next = options.preview(restingSnapshot(), event);
        if (next !== resting) {
          resting = next;
          views.forEach((view) => view.resting && view.emit(next));
        }
      }
      void start();
    },
    getSnapshot: () => own.getSnapshot(),
    subscribe: (observer) => own.subscribe(observer),
    load: start,
    get loaded() {
      return loaded;
    },
    get loading() {
      return loading !== null && loaded === null && !stopped;
    },
    follow(sourceOf) {
      const view = switching(sourceOf);
      view.attach();
      return { getSnapshot: view.getSnapshot, subscribe: view.subscribe };
    },
    stop() {
      if (stopped) return;
      stopped = true;
      waiting = [];
      subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
      if (loaded) options.dispose?.(loaded);
    },
  };
}
