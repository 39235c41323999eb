/**
 * The equalizer's parametric mode: a filter list as AutoEQ writes it for Equalizer APO
 * ("ParametricEQ.txt"), pasted as text. Pure: parsed and checked here, applied by the graph as
 * Web Audio biquads (peaking; shelves at Web Audio's fixed slope, Q ≈ 0.71, the Q AutoEQ gives them).
 *
 *   Preamp: -6.1 dB
 *   Filter 1: ON LSC Fc 105 Hz Gain 6.4 dB Q 0.70
 *   Filter 2: ON PK Fc 8865 Hz Gain 4.9 dB Q 1.30
 */
import { MAX_PARAMETRIC_FILTERS } from './equalizer-bands.js';

export { MAX_PARAMETRIC_FILTERS };

export type ParametricKind = 'peaking' | 'lowshelf' | 'highshelf';

export interface ParametricFilter {
  kind: ParametricKind;
  /** Hz */
  frequency: number;
  /** dB */
  gain: number;
  q: number;
}

export interface ParametricList {
  /** dB */
  preamp: number;
  filters: readonly ParametricFilter[];
}

/** Gains and the preamp beyond this are a broken list, not a correction. */
export const MAX_PARAMETRIC_DB = 30;
/** A list longer than this is not a filter list. */
export const MAX_PARAMETRIC_TEXT = 4_000;
const SHELF_Q = Math.SQRT1_2;
/** Web Audio's shelves have slope 1 (Q 1/√2): AutoEQ writes 0.70; a shelf far from it would sound otherwise than the list says. */
const SHELF_Q_TOLERANCE = 0.05;

const KINDS: Record<string, ParametricKind> = { PK: 'peaking', PEQ: 'peaking', LSC: 'lowshelf', LS: 'lowshelf', HSC: 'highshelf', HS: 'highshelf' };

const NUMBER = '([+-]?\\d+(?:[.,]\\d+)?)';
const PREAMP = new RegExp(`^preamp\\s*:\\s*${NUMBER}\\s*db$`, 'i');
const FILTER = new RegExp(`^filter(?:\\s*\\d+)?\\s*:\\s*(on|off)\\s+([a-z]+)\\s+fc\\s+${NUMBER}\\s*hz(?:\\s+gain\\s+${NUMBER}\\s*db)?(?:\\s+q\\s+${NUMBER})?$`, 'i');

const number = (text: string | undefined) => (text === undefined ? undefined : Number(text.replace(',', '.')));

/** One filter line read and checked: the filter, null for a filter switched OFF, or what is wrong with it. */
function readFilter(match: RegExpExecArray): ParametricFilter | null | string {
  const [, state, type, fc, gainText, qText] = match;
  if (state?.toUpperCase() === 'OFF') return null;
  const kind = KINDS[(type ?? '').toUpperCase()];
  if (!kind) return `the filter type ${type} is not one the equalizer has (PK, LSC, HSC)`;
  const frequency = number(fc) as number;
  const gain = number(gainText);
  const q = number(qText) ?? (kind === 'peaking' ? undefined : SHELF_Q);
  if (!(frequency >= 10 && frequency <= 24_000)) return `the frequency ${fc} Hz is outside 10–24,000 Hz`;
  if (gain === undefined || !(Math.abs(gain) <= MAX_PARAMETRIC_DB)) return `the filter needs a gain within ±${MAX_PARAMETRIC_DB} dB`;
  if (q === undefined || !(q >= 0.05 && q <= 30)) return 'the filter needs a Q between 0.05 and 30';
  if (kind !== 'peaking' && Math.abs(q - SHELF_Q) > SHELF_Q_TOLERANCE) return `a shelf here has Q 0.71 (it has ${qText})`;
  return { kind, frequency, gain, q: kind === 'peaking' ? q : SHELF_Q };
}

/**
 * The list in `text`, or the first thing wrong with it (with its line number). Blank lines and
 * `#` comments are skipped; a missing preamp is 0 dB; filters switched OFF are left out.
 */
export function parseParametricList(text: string): { list: ParametricList } | { error: string } {
  if (typeof text !== 'string' || text.length > MAX_PARAMETRIC_TEXT) return { error: `A filter list is text of at most ${MAX_PARAMETRIC_TEXT} characters.` };
  let preamp: number | null = null;
  const filters: ParametricFilter[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    if (line === '' || line.startsWith('#')) continue;
    const where = `Line ${index + 1}`;
    const pre = PREAMP.exec(line);
    if (pre) {
      const value = number(pre[1]) as number;
      if (preamp !== null) return { error: `${where}: a second preamp.` };
      if (!(Math.abs(value) <= MAX_PARAMETRIC_DB)) return { error: `${where}: the preamp is outside ±${MAX_PARAMETRIC_DB} dB.` };
      preamp = value;
      continue;
    }
    const match = FILTER.exec(line);
    if (!match) return { error: `${where}: not a preamp or a filter ("${line.slice(0, 60)}").` };
    const filter = readFilter(match);
    if (typeof filter === 'string') return { error: `${where}: ${filter}.` };
    if (filter) filters.push(filter);
    if (filters.length > MAX_PARAMETRIC_FILTERS) return { error: `${where}: more than ${MAX_PARAMETRIC_FILTERS} filters.` };
  }
  if (filters.length === 0) return { error: 'The list has no filter switched on.' };
  return { list: { preamp: preamp ?? 0, filters } };
}

/** A saved list read back: the same checks as a pasted one, so a stored list never reaches the graph unchecked. */
export function readParametricList(raw: unknown): ParametricList | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { preamp, filters } = raw as Record<string, unknown>;
  if (typeof preamp !== 'number' || !(Math.abs(preamp) <= MAX_PARAMETRIC_DB) || !Array.isArray(filters)) return null;
  const text = filters.map((filter) => {
    const { kind, frequency, gain, q } = (filter ?? {}) as Record<string, unknown>;
    const type = Object.entries(KINDS).find(([, value]) => value === kind)?.[0] ?? '?';
    return `Filter: ON ${type} Fc ${String(frequency)} Hz Gain ${String(gain)} dB Q ${String(q)}`;
  });
  const parsed = parseParametricList([`Preamp: ${preamp} dB`, ...text].join('\n'));
  return 'list' in parsed ? parsed.list : null;
}

/** The list written back as AutoEQ's text (what the panel's box shows for a saved list). */
export function formatParametricList({ preamp, filters }: ParametricList): string {
  const type = (kind: ParametricKind) => (kind === 'peaking' ? 'PK' : kind === 'lowshelf' ? 'LSC' : 'HSC');
  return [`Preamp: ${preamp} dB`, ...filters.map((f, i) => `Filter ${i + 1}: ON ${type(f.kind)} Fc ${f.frequency} Hz Gain ${f.gain} dB Q ${f.kind === 'peaking' ? f.q : 0.7}`)].join('\n');
}
