import { ErrorCode, missing, SubsonicError } from './response.js';

/** Longest value any parameter takes (ids, comments, queries); longer ones are refused whole. */
export const MAX_VALUE_LENGTH = 4096;

/** A bad value of a parameter: error 10, which the spec gives for a missing or invalid parameter. */
export const invalid = (name: string, why: string) => new SubsonicError(ErrorCode.missingParameter, `Parameter '${name}' ${why}`);

type Raw = Record<string, string | string[] | undefined>;

/** The request's parameters: the query string and, with the `formPost` extension, a form body; names repeat. */
export class Params {
  private readonly values = new Map<string, string[]>();

  constructor(...sources: (Raw | undefined | null)[]) {
    for (const source of sources) {
      if (!source || typeof source !== 'object') continue;
      for (const [name, value] of Object.entries(source)) {
        if (value === undefined) continue;
        const list = this.values.get(name) ?? [];
        list.push(...(Array.isArray(value) ? value : [value]).map(String));
        this.values.set(name, list);
      }
    }
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** The first value, or undefined. */
  get(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  /** Every value of a repeatable parameter; one over MAX_VALUE_LENGTH is error 10. */
  all(name: string): string[] {
    const values = this.values.get(name) ?? [];
    if (values.some((value) => value.length > MAX_VALUE_LENGTH)) throw invalid(name, `is longer than ${MAX_VALUE_LENGTH} characters`);
    return values;
  }

  /**
   * The one value of a single-valued parameter (undefined when absent): given twice with different
   * values, or longer than MAX_VALUE_LENGTH, it is error 10 before anything is read or written.
   */
  one(name: string): string | undefined {
    const values = this.values.get(name);
    if (!values) return undefined;
    const value = values[0] as string;
    if (values.some((other) => other !== value)) throw invalid(name, 'was given more than once');
    if (value.length > MAX_VALUE_LENGTH) throw invalid(name, `is longer than ${MAX_VALUE_LENGTH} characters`);
    return value;
  }

  required(name: string): string {
    const value = this.one(name);
    if (value === undefined || value === '') throw missing(name);
    return value;
  }

  /**
   * An integer parameter: absent or empty is `fallback`; a word or a fraction, or below `min`, is
   * error 10; above `max` it is capped (a count or size past the largest page gets the largest page).
   */
  int(name: string, fallback?: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const raw = this.one(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d{1,15}$/.test(raw.trim())) throw invalid(name, 'must be an integer');
    const value = Number(raw);
    if (value < min) throw invalid(name, `must be at least ${min}`);
    return Math.min(max, value);
  }

  requiredInt(name: string, min?: number, max?: number): number {
    this.required(name);
    return this.int(name, undefined, min, max) as number;
  }

  /** true/1 or false/0 (case ignored); any other word is error 10. */
  bool(name: string, fallback: boolean): boolean {
    const raw = this.one(name)?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw invalid(name, 'must be true or false');
  }
}
