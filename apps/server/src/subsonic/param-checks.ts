import { parseSubsonicId, type IdKind } from './ids.js';
import { invalid, MAX_VALUE_LENGTH, type Params } from './params.js';
import { missing, notFound } from './response.js';

/**
 * The one value of a single-valued parameter: repeated with different values, too long, or (when
 * required) absent or empty is error 10 before anything is read or written.
 */
export function single(params: Params, name: string, required: true): string;
export function single(params: Params, name: string, required?: boolean): string | undefined;
export function single(params: Params, name: string, required = false): string | undefined {
  const value = params.one(name);
  if (required && (value === undefined || value === '')) throw missing(name);
  return value === '' && !required ? undefined : value;
}

/** An integer parameter within [min, max]; anything else (a word, a fraction, out of range) is error 10. */
export function integer(params: Params, name: string, options: { min: number; max: number; fallback?: number }): number {
  const raw = single(params, name, options.fallback === undefined);
  if (raw === undefined) return options.fallback as number;
  if (!/^-?\d{1,15}$/.test(raw.trim())) throw invalid(name, 'must be an integer');
  const value = Number(raw);
  if (value < options.min || value > options.max) throw invalid(name, `must be between ${options.min} and ${options.max}`);
  return value;
}

/** Every value of a repeatable id parameter, each of one of these kinds (else "not found", 70). */
export function idsOf(params: Params, name: string, kinds: readonly IdKind[], what: string): { kind: IdKind; id: number }[] {
  return params.all(name).map((raw) => {
    if (raw.length > MAX_VALUE_LENGTH) throw invalid(name, `is longer than ${MAX_VALUE_LENGTH} characters`);
    const parsed = parseSubsonicId(raw);
    if (!parsed || !kinds.includes(parsed.kind)) throw notFound(what);
    return parsed;
  });
}

/** The one id of a single-valued id parameter, of one of these kinds. */
export function oneId(params: Params, name: string, kinds: readonly IdKind[], what: string): { kind: IdKind; id: number } {
  const raw = single(params, name, true);
  const parsed = parseSubsonicId(raw);
  if (!parsed || !kinds.includes(parsed.kind)) throw notFound(what);
  return parsed;
}
