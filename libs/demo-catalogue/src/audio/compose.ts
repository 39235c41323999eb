// Over 300 lines on purpose: one song plan written in order (form, chords, melody, bass, drums), each step reading the last.
/**
 * Composition: from a genre and a seed to a song plan (sections, chords, melody, bass, drums).
 * The melody is built from motifs that repeat and vary, sections come back, phrases cadence on the
 * tonic: enough structure that it is heard as music, not as random notes.
 */
import { createRandom, type Random } from '../random.js';
import type { DrumName } from './drums.js';
import { GENRES, MODES, type DrumPattern, type GenreId, type GenreStyle } from './genres.js';
import type { InstrumentName, NoteEvent } from './instruments.js';

export interface Part {
  name: string;
  instrument: InstrumentName;
  gain: number;
  reverb: number;
  notes: NoteEvent[];
}

export interface DrumHit {
  drum: DrumName;
  time: number;
  velocity: number;
}

export interface SongPlan {
  genre: GenreId;
  bpm: number;
  key: number;
  mode: string;
  /** Length of the music in seconds (a short tail for reverb follows). */
  length: number;
  parts: Part[];
  drums: DrumHit[];
  drumGain: number;
  reverb: number;
  echo?: GenreStyle['echo'];
}

type SectionKind = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

interface Section {
  kind: SectionKind;
  bars: number;
  firstBar: number;
}

export function planSong(genre: GenreId, seed: number | string, targetSeconds: number): SongPlan {
  const style = GENRES[genre];
  const random = createRandom(`${genre}:${seed}`);
  const bpm = random.int(style.bpm[0], style.bpm[1]);
  const beat = 60 / bpm;
  const bar = beat * 4;
  const step = bar / 16;
  const modeName = random.pick(style.modes);
  const scale = MODES[modeName];
  const key = random.int(style.root[0], style.root[1]);
  const verseProgression = random.pick(style.progressions);
  const chorusProgression = random.pick(style.progressions.filter((p) => p !== verseProgression));
  let totalBars = Math.max(8, Math.round(targetSeconds / bar / 4) * 4);
  // Rounding to whole phrases must not take a track under the 30-second minimum.
  while (targetSeconds >= 30 && totalBars * bar < 30) totalBars += 4;
  const sections = arrange(totalBars, random);
  const length = totalBars * bar;

  const time = (barIndex: number, stepIndex: number): number => {
    const swung = stepIndex % 4 === 2 ? style.swing * step * 2 : 0;
    return barIndex * bar + stepIndex * step + swung;
  };
  const pitch = (degree: number, octaveOffset = 0): number => {
    const octave = Math.floor(degree / 7);
    const index = ((degree % 7) + 7) % 7;
    return key + (scale[index] as number) + 12 * (octave + octaveOffset);
  };
  const chordDegreeAt = (section: Section, barInSection: number): number => {
    const progression = section.kind === 'chorus' || section.kind === 'bridge' ? chorusProgression : verseProgression;
    const position = Math.floor(barInSection / style.barsPerChord) % progression.length;
    const degree = progression[position] as number;
    return section.kind === 'bridge' ? (degree + 3) % 7 : degree;
  };
  const chordDegrees = (root: number): number[] => (style.sevenths ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4]);

  const leadShift = 12 * Math.round((style.lead.center - key) / 12);
  const chordNotes: NoteEvent[] = [];
  const padNotes: NoteEvent[] = [];
  const bassNotes: NoteEvent[] = [];
  const leadNotes: NoteEvent[] = [];
  const drums: DrumHit[] = [];
  const melodies = new Map<string, MelodyNote[]>();

  for (const section of sections) {
    const melodyKey = section.kind === 'chorus' ? 'chorus' : section.kind === 'bridge' ? 'bridge' : 'verse';
    let melody = melodies.get(melodyKey);
    if (!melody) {
      melody = composeMelody(style, random.fork(melodyKey), (barInSection) => chordDegreeAt(section, barInSection));
      melodies.set(melodyKey, melody);
    }
    for (let b = 0; b < section.bars; b++) {
      const barIndex = section.firstBar + b;
      const degree = chordDegreeAt(section, b);
      const voicing = voice(chordDegrees(degree).map((d) => pitch(d, 0)), style.chords.center);
      const intensity = section.kind === 'intro' || section.kind === 'outro' ? 0.6 : section.kind === 'chorus' ? 1 : 0.85;
      const fade = section.kind === 'outro' ? 1 - b / section.bars : 1;
      writeChords(style, voicing, barIndex, time, step, chordNotes, intensity * fade, random);
      if (style.pad) {
        for (const midi of voicing.slice(0, 3)) padNotes.push({ start: barIndex * bar, duration: bar * 0.98, midi: midi - 12, velocity: 0.8 * fade });
      }
      writeBass(style, pitch(degree, 0), pitch(degree + 4, 0), pitch(chordDegreeAt(section, b + 1), 0), barIndex, time, step, bassNotes, fade, random);
      if (style.drums && section.kind !== 'intro') {
        const pattern = section.kind === 'chorus' ? style.drums.chorus : style.drums.verse;
        const fill = style.drums.fills && b === section.bars - 1 && section.kind !== 'outro';
        writeDrums(pattern, barIndex, time, drums, fade, fill, b === 0 && section.kind === 'chorus');
      } else if (style.drums && section.kind === 'intro' && b >= section.bars - 2) {
        writeDrums({ hat: style.drums.verse.hat ?? style.drums.verse.shaker ?? 'x...x...x...x...' }, barIndex, time, drums, 0.7, false, false);
      }
      if (section.kind !== 'intro' && section.kind !== 'outro') {
        const octave = section.kind === 'chorus' && style.lead.center < 76 ? 12 : 0;
        for (const note of melody) {
          if (note.bar !== b % 8) continue;
          const midi = pitch(note.degree) + leadShift + octave;
          leadNotes.push({
            start: time(barIndex, note.step),
            duration: note.steps * step * style.lead.legato,
            midi,
            velocity: note.accent ? 0.95 : 0.75,
          });
        }
      }
    }
  }

  const parts: Part[] = [
    { name: 'chords', instrument: style.chords.instrument, gain: style.chords.gain, reverb: style.chords.reverb, notes: chordNotes },
    { name: 'bass', instrument: style.bass.instrument, gain: style.bass.gain, reverb: 0.05, notes: bassNotes },
    { name: 'lead', instrument: style.lead.instrument, gain: style.lead.gain, reverb: style.lead.reverb, notes: leadNotes },
  ];
  if (style.pad) parts.push({ name: 'pad', instrument: style.pad.instrument, gain: style.pad.gain, reverb: 0.5, notes: padNotes });
  return {
    genre,
    bpm,
    key,
    mode: modeName,
    length,
    parts,
    drums,
    drumGain: style.drums?.gain ?? 0,
    reverb: style.reverb,
    echo: style.echo,
  };
}

function arrange(totalBars: number, random: Random): Section[] {
  const sections: Section[] = [];
  let bar = 0;
  const push = (kind: SectionKind, bars: number) => {
    sections.push({ kind, bars, firstBar: bar });
    bar += bars;
  };
  push('intro', 4);
  const order: SectionKind[] = ['verse', 'chorus', 'verse', 'chorus', random.chance(0.6) ? 'bridge' : 'verse', 'chorus'];
  let i = 0;
  while (totalBars - bar > 4) {
    const remaining = totalBars - bar - 4;
    const kind = order[i % order.length] as SectionKind;
    push(kind, remaining >= 8 ? 8 : remaining);
    i++;
  }
  push('outro', totalBars - bar);
  return sections.filter((s) => s.bars > 0);
}

/** Moves chord tones into one octave around `center` so that chords change smoothly. */
function voice(pitches: number[], center: number): number[] {
  return pitches.map((p) => {
    let midi = p;
    while (midi < center - 6) midi += 12;
    while (midi >= center + 6) midi -= 12;
    return midi;
  }).sort((a, b) => a - b);
}

interface MelodyNote {
  bar: number;
  step: number;
  steps: number;
  /** Scale degree relative to the key (0 = tonic of the lead's octave). */
  degree: number;
  accent: boolean;
}

/**
 * Eight bars: a one-bar motif, its sequence on the next chord, a variation, a cadence; then the same
 * four bars again with a different ending that resolves on the tonic.
 */
function composeMelody(style: GenreStyle, random: Random, chordAt: (bar: number) => number): MelodyNote[] {
  const stepSize = 16 / style.lead.steps;
  const slots = style.lead.steps;
  const rhythm = (density: number): number[] => {
    const onsets: number[] = [];
    for (let s = 0; s < slots; s++) {
      const strong = s % (slots / 4) === 0;
      if (random.chance(strong ? Math.min(0.95, density + 0.35) : density)) onsets.push(s * stepSize);
    }
    if (onsets.length === 0) onsets.push(0);
    return onsets;
  };
  const motifRhythm = rhythm(style.lead.density);
  const motifShape = motifRhythm.map(() => random.pick([-2, -1, -1, 0, 1, 1, 2, 3]));
  const variationRhythm = rhythm(style.lead.density);
  const cadenceRhythm = [0, 8];

  const notes: MelodyNote[] = [];
  const chordTone = (bar: number, near: number): number => {
    const root = chordAt(bar);
    const tones = [root, root + 2, root + 4].flatMap((d) => [d - 7, d, d + 7]);
    return tones.reduce((best, d) => (Math.abs(d - near) < Math.abs(best - near) ? d : best), tones[0] as number);
  };
  const emit = (bar: number, onsets: number[], degrees: number[]) => {
    onsets.forEach((step, i) => {
      const next = onsets[i + 1] ?? 16;
      notes.push({ bar, step, steps: next - step, degree: clampDegree(degrees[i] as number), accent: step % 4 === 0 });
    });
  };
  let position = random.int(0, 4);
  for (let half = 0; half < 2; half++) {
    const offset = half * 4;
    // Bars 1–2: the motif, then the same shape on the next chord (a sequence).
    for (let b = 0; b < 2; b++) {
      const anchor = chordTone(offset + b, position);
      let walk = anchor;
      emit(offset + b, motifRhythm, motifShape.map((move, i) => (i === 0 ? anchor : (walk += move))));
      position = anchor;
    }
    // Bar 3: a variation with a new rhythm, moving by steps.
    const degrees: number[] = [];
    let current = chordTone(offset + 2, position);
    for (let i = 0; i < variationRhythm.length; i++) {
      degrees.push(current);
      current += random.pick([-1, -1, 1, 1, 2, -2]);
    }
    emit(offset + 2, variationRhythm, degrees);
    // Bar 4: a cadence; the first half ends open, the second on the tonic.
    const end = half === 0 ? chordTone(offset + 3, current) : Math.round(current / 7) * 7;
    emit(offset + 3, cadenceRhythm, [end + (half === 0 ? 1 : 2), end]);
    position = end;
  }
  return notes;
}

function clampDegree(degree: number): number {
  let d = degree;
  while (d > 9) d -= 7;
  while (d < -3) d += 7;
  return d;
}

function writeChords(
  style: GenreStyle,
  voicing: number[],
  barIndex: number,
  time: (bar: number, step: number) => number,
  step: number,
  out: NoteEvent[],
  velocity: number,
  random: Random,
): void {
  const push = (s: number, lengthSteps: number, midi: number, v = velocity, delay = 0) =>
    out.push({ start: time(barIndex, s) + delay, duration: lengthSteps * step, midi, velocity: v });
  switch (style.chords.style) {
    case 'sustain':
      for (const midi of voicing) push(0, 15.8, midi, velocity * 0.8);
      break;
    case 'stabs':
      for (const s of [2, 6, 10, 14]) for (const midi of voicing) push(s, 1.2, midi);
      break;
    case 'arp': {
      const tones = [...voicing, ...voicing.map((m) => m + 12)];
      for (let s = 0; s < 16; s++) {
        const index = s % 8 < 4 ? s % 4 : 7 - (s % 8);
        push(s, 0.9, tones[index % tones.length] as number, velocity * (s % 4 === 0 ? 1 : 0.7));
      }
      break;
    }
    case 'strum':
      for (const [s, v] of [[0, 1], [6, 0.6], [8, 0.85], [12, 0.6], [14, 0.5]] as const) {
        voicing.forEach((midi, i) => push(s, 4, midi, velocity * v, i * 0.018));
        push(s, 4, (voicing[0] as number) + 12, velocity * v * 0.7, voicing.length * 0.018);
      }
      break;
    case 'comp': {
      const hits = random.pick([[0, 6], [0, 7, 10], [2, 8], [0, 10], [3, 8, 14]]);
      hits.forEach((s, i) => {
        const length = (hits[i + 1] ?? 16) - s;
        for (const midi of voicing) push(s, Math.max(1.5, length * 0.8), midi, velocity * 0.85);
      });
      break;
    }
  }
}

function writeBass(
  style: GenreStyle,
  root: number,
  fifth: number,
  nextRoot: number,
  barIndex: number,
  time: (bar: number, step: number) => number,
  step: number,
  out: NoteEvent[],
  velocity: number,
  random: Random,
): void {
  const push = (s: number, length: number, midi: number, v = 1) =>
    out.push({ start: time(barIndex, s), duration: length * step, midi, velocity: v * velocity });
  switch (style.bass.style) {
    case 'drone':
      push(0, 15.5, root - 12, 0.8);
      break;
    case 'pulse8':
      for (let s = 0; s < 16; s += 2) push(s, 1.6, s === 12 && random.chance(0.5) ? root + 12 : root, s % 4 === 0 ? 1 : 0.8);
      break;
    case 'offbeat':
      for (const s of [2, 6, 10, 14]) push(s, 1.5, root);
      if (random.chance(0.3)) push(15, 0.8, root + 12, 0.7);
      break;
    case 'walking': {
      const approach = nextRoot + (random.chance(0.5) ? -1 : 1);
      const line = [root, random.pick([root + 4, fifth, root + 3]), fifth, approach];
      line.forEach((midi, i) => push(i * 4, 3.6, midi, i === 0 ? 1 : 0.85));
      break;
    }
    case 'syncopated': {
      const template = random.pick(['x..x..x...x..x..', 'x.....x.x..x....', 'x..x...x..x.x...']);
      for (let s = 0; s < 16; s++) {
        if (template[s] !== 'x') continue;
        const midi = s === 0 ? root : random.pick([root, root, root + 12, fifth, root + 10]);
        push(s, 1.4, midi, s === 0 ? 1 : 0.8);
      }
      break;
    }
    case 'alternate':
      for (let s = 0; s < 16; s += 4) push(s, 3, s % 8 === 0 ? root : fifth - 12 >= root - 7 ? fifth - 12 : fifth);
      break;
  }
}

function writeDrums(
  pattern: DrumPattern,
  barIndex: number,
  time: (bar: number, step: number) => number,
  out: DrumHit[],
  velocity: number,
  fill: boolean,
  crash: boolean,
): void {
  for (const [drum, steps] of Object.entries(pattern) as [DrumName, string][]) {
    for (let s = 0; s < 16; s++) {
      if (fill && s >= 12 && drum === 'snare') continue;
      const c = steps[s];
      if (c === 'x' || c === 'o') out.push({ drum, time: time(barIndex, s), velocity: velocity * (c === 'x' ? 1 : 0.45) });
    }
  }
  if (fill) for (let s = 12; s < 16; s++) out.push({ drum: 'snare', time: time(barIndex, s), velocity: velocity * (0.5 + (s - 12) * 0.15) });
  if (crash) out.push({ drum: 'openHat', time: time(barIndex, 0), velocity: velocity * 1.2 });
}
