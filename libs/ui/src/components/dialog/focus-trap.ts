const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/**
 * Elements inside `container` that Tab can reach, in document order. Hidden ones (no boxes) are left
 * out, except where nothing has boxes at all (jsdom has no layout), so tests there still see them.
 */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('aria-hidden') !== 'true',
  );
  const hasLayout = container.getClientRects().length > 0;
  return hasLayout ? candidates.filter((element) => element.getClientRects().length > 0) : candidates;
}

/**
 * Where Tab should go next inside a trap: wraps from the last element to the first and back.
 * Returns null when the browser's own move stays inside.
 */
export function nextTrapTarget(elements: readonly HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | null {
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return null;
  const index = active ? elements.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === elements.length - 1) return first;
  return null;
}

/** Open dialogs, innermost last: only the top one handles Escape and traps focus. */
const openStack: symbol[] = [];

export function pushDialog(token: symbol): void {
  openStack.push(token);
}

export function popDialog(token: symbol): void {
  const index = openStack.lastIndexOf(token);
  if (index !== -1) openStack.splice(index, 1);
}

export function isTopDialog(token: symbol): boolean {
  return openStack[openStack.length - 1] === token;
}
