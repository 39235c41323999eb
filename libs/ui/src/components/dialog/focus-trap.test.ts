import { describe, expect, it } from 'vitest';
import { isTopDialog, nextTrapTarget, popDialog, pushDialog } from './focus-trap';

const elements = ['a', 'b', 'c'].map((id) => ({ id }) as unknown as HTMLElement);
const [first, middle, last] = elements as [HTMLElement, HTMLElement, HTMLElement];

describe('nextTrapTarget', () => {
  it('wraps from the last element to the first and back', () => {
    expect(nextTrapTarget(elements, last, false)).toBe(first);
    expect(nextTrapTarget(elements, first, true)).toBe(last);
  });

  it('lets the browser move focus inside the trap', () => {
    expect(nextTrapTarget(elements, first, false)).toBeNull();
    expect(nextTrapTarget(elements, middle, true)).toBeNull();
  });

  it('brings focus from outside to the first (or last, backwards) element', () => {
    const outside = {} as Element;
    expect(nextTrapTarget(elements, outside, false)).toBe(first);
    expect(nextTrapTarget(elements, null, true)).toBe(last);
  });

  it('has nothing to do without focusable elements', () => {
    expect(nextTrapTarget([], null, false)).toBeNull();
  });
});

describe('dialog stack', () => {
  it('only the innermost open dialog is on top', () => {
    const outer = Symbol('outer');
    const inner = Symbol('inner');
    pushDialog(outer);
    expect(isTopDialog(outer)).toBe(true);
    pushDialog(inner);
    expect(isTopDialog(outer)).toBe(false);
    expect(isTopDialog(inner)).toBe(true);
    popDialog(inner);
    expect(isTopDialog(outer)).toBe(true);
    popDialog(outer);
    expect(isTopDialog(outer)).toBe(false);
  });
});
