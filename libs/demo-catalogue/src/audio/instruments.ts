// Over 300 lines on purpose: every instrument's note renderer in one sample loop (a switch on its kind), so the whole demo catalogue renders in seconds on two cores.
/**
 * Note-level synthesis: each instrument renders one note into a mono buffer (mixing, not overwriting).
 * Cheap techniques only (wavetable sine, polyBLEP oscillators, FM, Karplus-Strong), because the
 * whole demo catalogue must render in seconds on two cores.
 */
import type { Random } from '../random.js';

export type InstrumentName =
  | 'pluck'
  | 'epiano'
  | 'bell'
  | 'saw'
  | 'square'
  | 'organ'
  | 'pad'
  | 'flute'
  | 'clav'
  | 'subBass'
  | 'sawBass'
  | 'pluckBass'
  | 'triangle';

export interface NoteEvent {
  /** Start in seconds. */
  start: number;
  /** Held length in seconds (the release comes after). */
  duration: number;
  midi: number;
  /** 0..1 */
  velocity: number;
}

const TABLE_SIZE = 4096;
const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/** sin(2π·phase) for phase in cycles (any real number). */
export function sine(phase: number): number {
  const p = phase - Math.floor(phase);
  return SINE[(p * TABLE_SIZE) | 0] as number;
}

export const midiToFrequency = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

const ENVELOPES: Record<InstrumentName, Envelope> = {
  pluck: { attack: 0.002, decay: 1, sustain: 1, release: 0.15 },
  epiano: { attack: 0.004, decay: 1.2, sustain: 0.25, release: 0.25 },
  bell: { attack: 0.002, decay: 1.8, sustain: 0.05, release: 1.2 },
  saw: { attack: 0.01, decay: 0.3, sustain: 0.7, release: 0.12 },
  square: { attack: 0.003, decay: 0.15, sustain: 0.6, release: 0.04 },
  organ: { attack: 0.01, decay: 0.2, sustain: 0.85, release: 0.08 },
  pad: { attack: 0.6, decay: 1, sustain: 0.8, release: 1.2 },
  flute: { attack: 0.07, decay: 0.3, sustain: 0.8, release: 0.12 },
  clav: { attack: 0.002, decay: 0.25, sustain: 0.15, release: 0.05 },
  subBass: { attack: 0.006, decay: 0.4, sustain: 0.75, release: 0.06 },
  sawBass: { attack: 0.004, decay: 0.25, sustain: 0.6, release: 0.06 },
  pluckBass: { attack: 0.002, decay: 1, sustain: 1, release: 0.08 },
  triangle: { attack: 0.003, decay: 0.2, sustain: 0.8, release: 0.03 },
};

/** The oscillator of each instrument as a number, so the per-sample switch is a jump table. */
const enum Kind {
  Epiano,
  Bell,
  Saw,
  Square,
  Organ,
  Pad,
  Flute,
  Clav,
  SubBass,
  SawBass,
  Triangle,
  None,
}
const KINDS: Record<InstrumentName, Kind> = { epiano: Kind.Epiano, bell: Kind.Bell, saw: Kind.Saw, square: Kind.Square, organ: Kind.Organ, pad: Kind.Pad, flute: Kind.Flute, clav: Kind.Clav, subBass: Kind.SubBass, sawBass: Kind.SawBass, triangle: Kind.Triangle, pluck: Kind.None, pluckBass: Kind.None };
/** The rate k (per second) of each instrument's exp(−t·k) timbre decay. */
const DECAY_A: Partial<Record<InstrumentName, number>> = { epiano: 4, bell: 2.5, saw: 6, flute: 12, clav: 18, sawBass: 14 };

/** Renders one note of `instrument` into `out` (mono, `sampleRate`), adding to what is there. */
export function renderNote(
  out: Float32Array,
  sampleRate: number,
  instrument: InstrumentName,
  note: NoteEvent,
  gain: number,
  random: Random,
  send?: { buffer: Float32Array; amount: number },
): void {
  const env = ENVELOPES[instrument];
  const startIndex = Math.round(note.start * sampleRate);
  const hold = note.duration;
  const total = Math.min(Math.ceil((hold + env.release) * sampleRate), out.length - startIndex);
  if (total <= 0 || startIndex < 0) return;
  const frequency = midiToFrequency(note.midi);
  const amp = gain * note.velocity;
  const dt = frequency / sampleRate;

  if (instrument === 'pluck' || instrument === 'pluckBass') {
    renderKarplusStrong(out, sampleRate, startIndex, total, frequency, hold, env, amp, random, instrument === 'pluckBass', send);
    return;
  }

  let phase = random.next();
  let phase2 = random.next();
  let filtered = 0;
  const inv = 1 / sampleRate;
  // The envelope, sample by sample without exp(): linear attack, geometric decay, linear release.
  const attackSamples = Math.max(1, env.attack * sampleRate);
  const holdSamples = hold * sampleRate;
  const decayFactor = Math.exp(-3 / (env.decay * sampleRate));
  const releaseStep = 1 / (env.release * sampleRate);
  let decay = 1;
  const sendBuffer = send?.buffer;
  const sendAmount = send?.amount ?? 0;
  const kind = KINDS[instrument];
  // exp(-t·k) by one multiplication per sample rather than Math.exp (most of the synthesis's time).
  const stepA = Math.exp(-(DECAY_A[instrument] ?? 0) / sampleRate);
  const stepB = Math.exp(-30 / sampleRate);
  let expA = 1;
  let expB = 1;
  for (let i = 0; i < total; i++, expA *= stepA, expB *= stepB) {
    const t = i * inv;
    let e: number;
    if (i < attackSamples) e = i / attackSamples;
    else {
      e = env.sustain + (1 - env.sustain) * decay;
      if (i < holdSamples) decay *= decayFactor;
    }
    if (i > holdSamples) {
      const r = 1 - (i - holdSamples) * releaseStep;
      e *= r > 0 ? r : 0;
    }
    let s: number;
    switch (kind) {
      case Kind.Epiano: {
        const index = 1.6 * expA + 0.25;
        s = sine(phase + index * sine(phase) * 0.16) + 0.12 * sine(phase * 14) * expB;
        phase += dt;
        break;
      }
      case Kind.Bell: {
        const index = 3 * expA;
        s = sine(phase + index * 0.16 * sine(phase * 3.5));
        phase += dt;
        break;
      }
      case Kind.Saw: {
        const vibrato = t > 0.25 ? 1 + 0.003 * sine(t * 5.5) : 1;
        const raw = 2 * phase - 1 - polyBlep(phase, dt);
        const raw2 = 2 * phase2 - 1 - polyBlep(phase2, dt);
        phase += dt * vibrato;
        phase2 += dt * vibrato * 1.004;
        if (phase >= 1) phase -= 1;
        if (phase2 >= 1) phase2 -= 1;
        const cutoff = Math.min(0.9, (2 * Math.PI * (900 + 2600 * expA)) / sampleRate);
        filtered += cutoff * ((raw + raw2) * 0.5 - filtered);
        s = filtered;
        break;
      }
      case Kind.Square: {
        const duty = 0.25;
        let raw = phase < duty ? 1 : -1;
        raw += polyBlep(phase, dt);
        raw -= polyBlep((phase + 1 - duty) % 1, dt);
        phase += dt;
        if (phase >= 1) phase -= 1;
        s = raw * 0.6;
        break;
      }
      case Kind.Organ:
        s = 0.55 * sine(phase) + 0.3 * sine(phase * 2) + 0.18 * sine(phase * 3) + 0.1 * sine(phase * 4) + 0.06 * sine(phase * 6);
        phase += dt;
        break;
      case Kind.Pad: {
        const raw = 2 * phase - 1 - polyBlep(phase, dt);
        const raw2 = 2 * phase2 - 1 - polyBlep(phase2, dt * 1.006);
        phase += dt;
        phase2 += dt * 1.006;
        if (phase >= 1) phase -= 1;
        if (phase2 >= 1) phase2 -= 1;
        const cutoff = (2 * Math.PI * (700 + 250 * sine(t * 0.3))) / sampleRate;
        filtered += cutoff * ((raw + raw2) * 0.5 - filtered);
        s = filtered * 1.4;
        break;
      }
      case Kind.Flute: {
        const vibrato = t > 0.2 ? 1 + 0.004 * sine(t * 5) : 1;
        const breath = (random.next() * 2 - 1) * 0.06 * (0.4 + expA);
        s = sine(phase) + 0.18 * sine(phase * 2) + 0.05 * sine(phase * 3) + breath;
        phase += dt * vibrato;
        break;
      }
      case Kind.Clav: {
        let raw = phase < 0.2 ? 1 : -1;
        raw += polyBlep(phase, dt);
        raw -= polyBlep((phase + 0.8) % 1, dt);
        phase += dt;
        if (phase >= 1) phase -= 1;
        const cutoff = Math.min(0.9, (2 * Math.PI * (500 + 3500 * expA)) / sampleRate);
        filtered += cutoff * (raw - filtered);
        s = filtered * 0.8;
        break;
      }
      case Kind.SubBass: {
        const x = sine(phase) + 0.25 * sine(phase * 2) + 0.08 * sine(phase * 3);
        s = x / (1 + Math.abs(x) * 0.3);
        phase += dt;
        break;
      }
      case Kind.SawBass: {
        const raw = 2 * phase - 1 - polyBlep(phase, dt);
        phase += dt;
        if (phase >= 1) phase -= 1;
        const cutoff = Math.min(0.9, (2 * Math.PI * (220 + 1400 * expA)) / sampleRate);
        filtered += cutoff * (raw - filtered);
        s = filtered * 1.2 + 0.35 * sine(phase);
        break;
      }
      case Kind.Triangle: {
        const p = phase - Math.floor(phase);
        s = (p < 0.5 ? 4 * p - 1 : 3 - 4 * p) * 0.9;
        phase += dt;
        break;
      }
      default:
        s = 0;
    }
    const value = s * e * amp;
    out[startIndex + i] = (out[startIndex + i] as number) + value;
    if (sendBuffer) sendBuffer[startIndex + i] = (sendBuffer[startIndex + i] as number) + value * sendAmount;
  }
}

/** Plucked string: a noise burst circulating in a tuned, damped delay line (fractional delay via an allpass). */
function renderKarplusStrong(
  out: Float32Array,
  sampleRate: number,
  startIndex: number,
  total: number,
  frequency: number,
  hold: number,
  env: Envelope,
  amp: number,
  random: Random,
  bass: boolean,
  send?: { buffer: Float32Array; amount: number },
): void {
  const period = sampleRate / frequency;
  const length = Math.max(2, Math.floor(period - 0.5));
  const fraction = period - 0.5 - length;
  const c = (1 - fraction) / (1 + fraction);
  const line = new Float32Array(length);
  let smooth = 0;
  for (let i = 0; i < length; i++) {
    // A softened excitation gives a rounder, less buzzy tone.
    smooth += (bass ? 0.35 : 0.6) * (random.next() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  const decay = bass ? 0.996 : 0.9965;
  let index = 0;
  let last = 0;
  let apIn = 0;
  let apOut = 0;
  const inv = 1 / sampleRate;
  const sub = bass ? frequency / sampleRate : 0;
  let subPhase = 0;
  for (let i = 0; i < total; i++) {
    const current = line[index] as number;
    const averaged = decay * 0.5 * (current + last);
    last = current;
    const ap = c * averaged + apIn - c * apOut;
    apIn = averaged;
    apOut = ap;
    line[index] = ap;
    index = index + 1 === length ? 0 : index + 1;
    const t = i * inv;
    const release = t > hold ? Math.max(0, 1 - (t - hold) / env.release) : 1;
    let s = current * 1.6;
    if (bass) {
      s += 0.5 * sine(subPhase) * Math.exp(-t * 2);
      subPhase += sub;
    }
    const value = s * release * amp;
    out[startIndex + i] = (out[startIndex + i] as number) + value;
    if (send) send.buffer[startIndex + i] = (send.buffer[startIndex + i] as number) + value * send.amount;
  }
}
