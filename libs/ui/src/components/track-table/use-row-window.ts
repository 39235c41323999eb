import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { INITIAL_ROWS, NOMINAL_ROW_HEIGHT, rowWindow, type RowWindow } from './row-window';

export interface RowWindowState extends RowWindow {
  /** Put on the <tbody> whose rows are windowed. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  /** Measured height of one row: the spacers stand for the rows not rendered. */
  rowHeight: number;
}

const nextFrame = (run: () => void): (() => void) => {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(run);
    return () => window.cancelAnimationFrame(id);
  }
  const id = window.setTimeout(run, 16);
  return () => window.clearTimeout(id);
};

/**
 * The rows of a long table near the viewport, followed on any scroll (captured at the document, so
 * whichever element scrolls: the app's <main> or the window) and on resize, once per frame.
 * Disabled, it answers every row.
 */
export function useRowWindow(count: number, enabled: boolean): RowWindowState {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const [range, setRange] = useState<RowWindow>({ start: 0, end: INITIAL_ROWS });
  const [rowHeight, setRowHeight] = useState(NOMINAL_ROW_HEIGHT);

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    let cancel: (() => void) | null = null;
    const measure = () => {
      cancel = null;
      const body = bodyRef.current;
      if (!body) return;
      const row = body.querySelector<HTMLElement>('tr[aria-rowindex]');
      const height = row?.getBoundingClientRect().height || NOMINAL_ROW_HEIGHT;
      setRowHeight((previous) => (Math.abs(previous - height) > 0.5 ? height : previous));
      const next = rowWindow({ count, rowHeight: height, bodyTop: body.getBoundingClientRect().top, viewportHeight: window.innerHeight });
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    const schedule = () => {
      cancel ??= nextFrame(measure);
    };
    measure();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancel?.();
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [count, enabled]);

  if (!enabled) return { bodyRef, start: 0, end: count, rowHeight };
  const end = Math.min(range.end, count);
  return { bodyRef, start: Math.min(range.start, end), end, rowHeight };
}
