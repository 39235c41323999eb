/**
 * Layout checks run inside the page (`page.evaluate(layoutFaults, options)`): the function is sent to
 * the browser as its source, so it names nothing outside itself.
 */
export interface LayoutCheck {
  /** Song titles ([data-track-title]) must show at least this many characters (or all of a shorter one). */
  minTitleCharacters: number;
  /**
   * Also check every text of the pseudo-locale (each message accented and 40% longer, in brackets):
   * none may be cut by a box that clips it, or spill out of its own box.
   */
  pseudoTexts: boolean;
}

export interface LayoutFaults {
  /** Elements wider than the window (and not clipped by a box that scrolls or hides them), and dialogs that scroll sideways. */
  wide: string[];
  /** Song titles cut too short. */
  cut: string[];
  /** Texts of the app (pseudo-locale) cut off or spilling out of their box. */
  clipped: string[];
}

export function layoutFaults({ minTitleCharacters, pseudoTexts }: LayoutCheck): LayoutFaults {
  const width = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  };
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  const wide = Array.from(document.querySelectorAll('body *'))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
      return (box.right > width + 1 || box.left < -1) && !clipped(element);
    })
    .map((element) => `${describe(element)} from ${Math.round(element.getBoundingClientRect().left)} to ${Math.round(element.getBoundingClientRect().right)} of ${width}`);
  // A dialog clips what is too wide for it, so its content cannot be wider than the window; a dialog,
  // its backdrop and its body scroll down, never sideways (a table's own scrolling box may).
  const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], [data-dialog-backdrop]'));
  const sideways = Array.from(new Set(dialogs.flatMap((dialog) => [dialog, ...Array.from(dialog.children)])))
    .filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    .map((element) => `${describe(element)} scrolls ${element.scrollWidth - element.clientWidth} px sideways in a dialog`);
  const cut = Array.from(document.querySelectorAll('[data-track-title] > a, [data-track-title] > span'))
    .filter((element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0)
    .map((element) => {
      const text = element.textContent ?? '';
      const shown = element.scrollWidth <= element.clientWidth ? text.length : Math.floor((text.length * element.clientWidth) / element.scrollWidth);
      return { text, shown };
    })
    .filter(({ text, shown }) => shown < Math.min(minTitleCharacters, text.length))
    .map(({ text, shown }) => `"${text}" shows ${shown} characters`);
  return { wide: [...wide, ...sideways], cut, clipped: pseudoTexts ? clippedPseudoTexts() : [] };

  /**
   * Every visible text that is a pseudo-locale message ("[...]") whose laid-out box goes past its own
   * element's box or a box drawn around it (a button, a panel), or is partly hidden by an ancestor that
   * clips (overflow hidden or clip: ellipsis and line clamps included). A text wholly outside its
   * clipping box (a closed drawer) is not shown, so it is no fault; a scrolling box ends the search
   * (its content can be scrolled to).
   */
  function clippedPseudoTexts(): string[] {
    const SLACK = 1;
    const beyond = (text: DOMRect, box: DOMRect) =>
      text.left < box.left - SLACK || text.right > box.right + SLACK || text.top < box.top - SLACK || text.bottom > box.bottom + SLACK;
    const visible = (color: string) => color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color);
    const drawsBox = (style: CSSStyleDeclaration) =>
      visible(style.backgroundColor) || style.boxShadow !== 'none' || ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
    const faults: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const content = node.textContent ?? '';
      // A whole message: a line that joins one with the catalogue's data ("Brass Engine • 48 plays") is
      // cut by its data's length in any language.
      if (!element || !/^\[[^\]]+\]$/.test(content.trim()) || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;
      const label = `${element.tagName.toLowerCase()} "${content.trim().slice(0, 50)}"`;
      const own = element.getBoundingClientRect();
      // A visually hidden label (a 1 px box for screen readers) is cut on purpose.
      if (own.width <= 2 || own.height <= 2) continue;
      if (getComputedStyle(element).display !== 'inline' && beyond(text, own)) {
        faults.push(`${label} spills out of its box`);
        continue;
      }
      let settled = false;
      for (let parent: Element | null = element; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const overflows = [style.overflowX, style.overflowY];
        if (overflows.some((overflow) => overflow === 'auto' || overflow === 'scroll')) break;
        if (!overflows.some((overflow) => overflow === 'hidden' || overflow === 'clip')) continue;
        const box = parent.getBoundingClientRect();
        settled = true;
        // A visually hidden label (a 1 px box for screen readers) is cut on purpose.
        if (box.width <= 2 || box.height <= 2) break;
        if (text.right <= box.left || text.left >= box.right || text.bottom <= box.top || text.top >= box.bottom) break;
        if (beyond(text, box)) {
          faults.push(`${label} is cut by ${describe(parent)} (${Math.round(text.width)}×${Math.round(text.height)} px in ${Math.round(box.width)}×${Math.round(box.height)})`);
          break;
        }
        settled = false;
      }
      if (settled) continue;
      // A shown text stays inside every box drawn around it, and each such box (a button) inside the
      // next (a panel), up to the box that scrolls or one laid out on its own (a menu, a dialog).
      let inner = { box: text, name: label };
      for (let parent: Element | null = element; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (parent !== element && drawsBox(style)) {
          const box = parent.getBoundingClientRect();
          if (beyond(inner.box, box)) {
            faults.push(`${inner.name} spills out of ${describe(parent)}`);
            break;
          }
          inner = { box, name: `${describe(parent)} around ${label}` };
        }
        if ([style.overflowX, style.overflowY].some((overflow) => overflow === 'auto' || overflow === 'scroll') || style.position === 'absolute' || style.position === 'fixed') break;
      }
    }
    return faults;
  }
}
