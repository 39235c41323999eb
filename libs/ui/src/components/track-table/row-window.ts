/** Lists longer than this render only the rows near the viewport, so 10,000 liked songs scroll without long tasks. */
export const WINDOWED_FROM = 200;

/** The rows' height before one is measured (the cell height, theme space(14)); jsdom measures 0. */
export const NOMINAL_ROW_HEIGHT = 56;

/** Rows rendered beyond each edge of the viewport, so a fast scroll or a Tab never meets a gap. */
export const OVERSCAN_ROWS = 12;

/** Rows rendered before the first measurement. */
export const INITIAL_ROWS = 40;

export interface RowWindowInput {
  count: number;
  rowHeight: number;
  /** Top of the rows' body relative to the viewport's top (negative once scrolled past). */
  bodyTop: number;
  viewportHeight: number;
  overscan?: number;
}

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Which rows of equal height are in the viewport, with `overscan` rows either side. */
export function rowWindow({ count, rowHeight, bodyTop, viewportHeight, overscan = OVERSCAN_ROWS }: RowWindowInput): RowWindow {
  const height = rowHeight > 0 ? rowHeight : NOMINAL_ROW_HEIGHT;
  const first = Math.floor(Math.max(0, -bodyTop) / height);
  const last = Math.ceil(Math.max(0, viewportHeight - bodyTop) / height);
  const start = clamp(first - overscan, 0, count);
  return { start, end: clamp(last + overscan, start, count) };
}
