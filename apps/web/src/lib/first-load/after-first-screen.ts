/**
 * Starts the first screen does not need (the device channel, rooms, the player's audio graph, the
 * offline worker, code preloads) wait until the page has loaded and painted the app's first screen,
 * then run one per idle period: none of them lengthens the first load's tasks, and two of them never
 * share one long task.
 */

/** How the page tells its moments; the browser's by default, the tests' own. */
export interface FirstScreenClock {
  /** Calls back once the window's load event has fired (at once if it has). */
  loaded(then: () => void): void;
  /** Calls back once the next frame has been painted. */
  painted(then: () => void): void;
  /** Calls back when the main thread is idle, within `timeoutMs` at the latest. */
  idle(then: () => void, timeoutMs: number): void;
}

/** An idle period arrives within this long even on a page that never goes idle (a busy phone). */
export const IDLE_TIMEOUT_MS = 3_000;

export const browserClock: FirstScreenClock = {
  loaded(then) {
    if (document.readyState === 'complete') then();
    else window.addEventListener('load', () => then(), { once: true });
  },
  painted(then) {
    // The frame's callbacks run before its paint: the task after them runs once it is on screen.
    requestAnimationFrame(() => setTimeout(then, 0));
  },
  idle(then, timeoutMs) {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => then(), { timeout: timeoutMs });
    else setTimeout(then, 50);
  },
};

export interface AfterFirstScreen {
  /** Runs `task` in an idle period of its own once the first screen is up; answers a cancel. */
  schedule(task: () => unknown): () => void;
  /** The app's first screen has rendered (its commit); the queue opens after the load and its paint. */
  firstScreenShown(): void;
  /** Whether the queue has opened (the first screen is up and painted, the page loaded). */
  readonly open: boolean;
}

export function createAfterFirstScreen(clock: FirstScreenClock = browserClock): AfterFirstScreen {
  const queue: Array<() => unknown> = [];
  let shown = false;
  let open = false;
  let draining = false;

  function runNext() {
    const task = queue.shift();
    if (!task) {
      draining = false;
      return;
    }
    // A start that fails is its own to report; the ones after it still run.
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.error('A start after the first screen failed', error))
      .finally(() => clock.idle(runNext, IDLE_TIMEOUT_MS));
  }
  function drain() {
    if (!open || draining || queue.length === 0) return;
    draining = true;
    clock.idle(runNext, IDLE_TIMEOUT_MS);
  }

  return {
    schedule(task) {
      const entry = () => task();
      queue.push(entry);
      drain();
      return () => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
      };
    },
    firstScreenShown() {
      if (shown) return;
      shown = true;
      clock.loaded(() =>
        clock.painted(() => {
          open = true;
          drain();
        }),
      );
    },
    get open() {
      return open;
    },
  };
}

/** The page's one queue: main.tsx says when the first screen is shown, the services and shell fill it. */
export const afterFirstScreen = createAfterFirstScreen();
