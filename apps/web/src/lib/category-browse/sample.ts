/** The "all" category of the radio and podcast lists (product §4: the filter starts as "all"). */
export const ALL_CATEGORY = 'all';
/** product §9: popular lists and Discover New show 6 each. */
export const POPULAR_COUNT = 6;
export const DISCOVER_COUNT = 6;

export interface Category {
  value: string;
  label: string;
}

/** `count` items in random order (Fisher–Yates on a copy). */
export function sample<T>(items: ReadonlyArray<T>, count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}
