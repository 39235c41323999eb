/** What shows a listener is about to use a control: a pointer over it or pressing it, or the focus on it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Calls `warm` once, the first time a pointer or the focus reaches an element matching `selector`
 * (the code a control needs then loads before its click, not with the first paint). Answers a stop.
 */
export function warmOnIntent(selector: string, warm: () => void, root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const stop = () => INTENT_EVENTS.forEach((type) => root.removeEventListener(type, onIntent, true));
  function onIntent(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    stop();
    warm();
  }
  INTENT_EVENTS.forEach((type) => root.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}

/**
 * Calls `warm` with the matching element every time a pointer or the focus reaches one (a link's
 * screen, say); `warm` keeps its own record of what it already loaded. Answers a stop.
 */
export function onEachIntent(selector: string, warm: (element: Element) => void, root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  function onIntent(event: Event) {
    const element = event.target instanceof Element ? event.target.closest(selector) : null;
    if (element) warm(element);
  }
  INTENT_EVENTS.forEach((type) => root.addEventListener(type, onIntent, { capture: true, passive: true }));
  return () => INTENT_EVENTS.forEach((type) => root.removeEventListener(type, onIntent, true));
}
