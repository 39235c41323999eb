/** A value this device keeps in localStorage as JSON; null when absent or unreadable. */
export function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The strings of a kept list (anything else in it is ignored). */
export function readStringList(key: string): string[] {
  const value = readJson(key);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Keeps `value`, or removes the key when `empty`. */
export function writeJson(key: string, value: unknown, empty: boolean): void {
  try {
    if (empty) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or quota: kept for this page only.
  }
}
