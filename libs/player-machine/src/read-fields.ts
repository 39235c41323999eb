/** Small readers for loosely shaped API objects (camelCase or snake_case, strings or numbers). */
export type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first field that holds a non-blank string, trimmed. */
export function readString(source: Fields, ...names: string[]): string | null {
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** Like readString, but numbers count too (ids are often numeric). */
export function readId(source: Fields, ...names: string[]): string | null {
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The first field that holds a finite number (numeric strings included). */
export function readNumber(source: Fields, ...names: string[]): number | null {
  for (const name of names) {
    const value = source[name];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return null;
}

export function readRecord(source: Fields, ...names: string[]): Fields | null {
  for (const name of names) {
    const value = source[name];
    if (isRecord(value)) return value;
  }
  return null;
}

/** A list of names from an array of strings or of `{ name }` objects, or a single string. */
export function readNames(source: Fields, ...names: string[]): string[] {
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string' && value.trim() !== '') return [value.trim()];
    if (Array.isArray(value)) {
      return value
        .map((item) => (typeof item === 'string' ? item : isRecord(item) ? readString(item, 'name', 'title') : null))
        .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        .map((item) => item.trim());
    }
  }
  return [];
}

export function nonNegative(value: number | null): number {
  return value !== null && value > 0 ? value : 0;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object without an id' : `${typeof value} ${JSON.stringify(value)}`;
}
