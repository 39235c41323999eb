const SEARCH_INPUT = 'input[type="search"], [role="searchbox"]';

/** Focuses the search field, waiting up to a second for the search screen to render it. */
export function focusSearchInput(deadline = Date.now() + 1_000): void {
  const input = document.querySelector<HTMLElement>(SEARCH_INPUT);
  if (input) {
    input.focus();
    if (input instanceof HTMLInputElement) input.select();
    return;
  }
  if (Date.now() < deadline) requestAnimationFrame(() => focusSearchInput(deadline));
}
