/**
 * Speech-like audio for the demo podcasts: a formant synthesiser (glottal pulses through three vowel
 * resonators, noise for consonants) speaking syllables in words and phrases with falling intonation,
 * two voices taking turns, over a short musical intro. It says nothing, but it plays and sounds spoken.
 */
import { createRandom, type Random } from '../random.js';
import { renderNote } from './instruments.js';

const VOWELS: readonly (readonly [number, number, number])[] = [
  [730, 1090, 2440], // a
  [530, 1840, 2480], // e
  [270, 2290, 3010], // i
  [570, 840, 2410], // o
  [300, 870, 2240], // u
  [660, 1720, 2410], // æ
  [490, 1350, 1690], // ə
];

interface Voice {
  pitch: number;
  formantScale: number;
}

export function renderSpeech(seed: number | string, seconds: number, sampleRate: number): Float32Array {
  const random = createRandom(`speech:${seed}`);
  const out = new Float32Array(Math.ceil(seconds * sampleRate));
  const voices: Voice[] = [
    { pitch: random.range(105, 130), formantScale: 1 },
    { pitch: random.range(180, 220), formantScale: 1.15 },
  ];
  renderJingle(out, sampleRate, random, 0);
  let t = 4.5;
  let speaker = 0;
  while (t < seconds - 6) {
    const voice = voices[speaker] as Voice;
    const turnEnd = Math.min(seconds - 6, t + random.range(6, 14));
    while (t < turnEnd) t = speakPhrase(out, sampleRate, random, voice, t) + random.range(0.3, 0.6);
    speaker = 1 - speaker;
    t += random.range(0.2, 0.5);
  }
  renderJingle(out, sampleRate, random, Math.max(0, seconds - 5));
  normalise(out);
  return out;
}

function renderJingle(out: Float32Array, sampleRate: number, random: Random, start: number): void {
  const chord = [60, 64, 67, 71, 74];
  chord.forEach((midi, i) => {
    renderNote(out, sampleRate, 'bell', { start: start + i * 0.18, duration: 2.5, midi: midi + 12, velocity: 0.7 }, 0.25, random);
    renderNote(out, sampleRate, 'pad', { start, duration: 3.5, midi: midi - 12, velocity: 0.6 }, 0.12, random);
  });
}

/** Speaks one phrase starting at `start`; returns when it ends. */
function speakPhrase(out: Float32Array, sampleRate: number, random: Random, voice: Voice, start: number): number {
  const words = random.int(3, 9);
  let t = start;
  const syllables: { start: number; vowel: number; length: number; consonant: number }[] = [];
  for (let w = 0; w < words; w++) {
    const count = random.pick([1, 1, 2, 2, 3]);
    for (let s = 0; s < count; s++) {
      const consonant = random.chance(0.7) ? random.range(0.03, 0.07) : 0;
      const length = random.range(0.09, 0.2);
      syllables.push({ start: t, vowel: random.int(0, VOWELS.length - 1), length, consonant });
      t += consonant + length;
    }
    t += random.range(0.03, 0.1);
  }
  const phraseLength = t - start;
  const rising = random.chance(0.2);
  for (const syllable of syllables) {
    const progress = (syllable.start - start) / phraseLength;
    const contour = rising ? 1 + 0.15 * progress ** 2 : 1.1 - 0.22 * progress;
    speakSyllable(out, sampleRate, random, voice, syllable.start, syllable.consonant, syllable.length, syllable.vowel, voice.pitch * contour);
  }
  return t;
}

function speakSyllable(
  out: Float32Array,
  sampleRate: number,
  random: Random,
  voice: Voice,
  start: number,
  consonant: number,
  length: number,
  vowelIndex: number,
  pitch: number,
): void {
  const first = Math.round(start * sampleRate);
  const consonantSamples = Math.round(consonant * sampleRate);
  const vowelSamples = Math.round(length * sampleRate);
  const fricative = random.chance(0.5);
  let previous = 0;
  for (let i = 0; i < consonantSamples && first + i < out.length; i++) {
    const noise = random.next() * 2 - 1;
    const bright = fricative ? noise - previous : noise;
    previous = noise;
    const envelope = fricative ? Math.sin((Math.PI * i) / consonantSamples) : Math.exp(-i / (0.01 * sampleRate));
    out[first + i] = (out[first + i] as number) + bright * envelope * 0.08;
  }
  const formants = (VOWELS[vowelIndex] as readonly number[]).map((f) => f * voice.formantScale);
  const resonators = formants.map((frequency, k) => {
    const bandwidth = [80, 110, 160][k] as number;
    const r = Math.exp((-Math.PI * bandwidth) / sampleRate);
    return { a1: 2 * r * Math.cos((2 * Math.PI * frequency) / sampleRate), a2: -r * r, gain: (1 - r) * ([1, 0.6, 0.3][k] as number), y1: 0, y2: 0 };
  });
  let phase = 0;
  const begin = first + consonantSamples;
  for (let i = 0; i < vowelSamples && begin + i < out.length; i++) {
    const t = i / vowelSamples;
    const f0 = pitch * (1 + 0.03 * Math.sin(2 * Math.PI * 5 * (i / sampleRate))) * (1.04 - 0.08 * t);
    phase += f0 / sampleRate;
    if (phase >= 1) phase -= 1;
    const source = phase < 0.6 ? phase / 0.6 - 0.5 : 0.5 - (phase - 0.6) / 0.4 + (random.next() - 0.5) * 0.05;
    let sample = 0;
    for (const resonator of resonators) {
      const y = resonator.gain * source + resonator.a1 * resonator.y1 + resonator.a2 * resonator.y2;
      resonator.y2 = resonator.y1;
      resonator.y1 = y;
      sample += y;
    }
    const envelope = Math.min(1, t * 12) * Math.min(1, (1 - t) * 6);
    out[begin + i] = (out[begin + i] as number) + sample * envelope * 2.2;
  }
}

function normalise(buffer: Float32Array): void {
  let peak = 0;
  for (let i = 0; i < buffer.length; i++) peak = Math.max(peak, Math.abs(buffer[i] as number));
  const gain = peak > 0 ? 0.85 / peak : 1;
  for (let i = 0; i < buffer.length; i++) buffer[i] = (buffer[i] as number) * gain;
}

