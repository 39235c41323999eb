import { ErrorCode, missing, SubsonicError } from './response.js';

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

  all(name: string): string[] {
    return this.values.get(name) ?? [];
  }

  required(name: string): string {
    const value = this.get(name);
    if (value === undefined || value === '') throw missing(name);
    return value;
  }

  int(name: string, fallback?: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const raw = this.get(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d{1,15}$/.test(raw.trim())) throw new SubsonicError(ErrorCode.generic, `Parameter '${name}' must be an integer`);
    return Math.min(max, Math.max(min, Number(raw)));
  }

  requiredInt(name: string, min?: number, max?: number): number {
    this.required(name);
    return this.int(name, undefined, min, max) as number;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.get(name);
    if (raw === undefined || raw === '') return fallback;
    return raw === 'true' || raw === '1';
  }
}
