/** What makes each demo genre sound like itself: tempo, mode, harmony, instruments, groove. */
import type { DrumName } from './drums.js';
import type { InstrumentName } from './instruments.js';

export const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
} as const;

export type ModeName = keyof typeof MODES;
export type ChordStyle = 'sustain' | 'stabs' | 'arp' | 'strum' | 'comp';
export type BassStyle = 'drone' | 'pulse8' | 'offbeat' | 'walking' | 'syncopated' | 'alternate';

/** 16 steps per bar: 'x' hit, 'o' soft hit, '.' rest. */
export type DrumPattern = Partial<Record<DrumName, string>>;

export interface GenreStyle {
  id: GenreId;
  name: string;
  bpm: readonly [number, number];
  /** Delay of the off-beat eighths, as a fraction of an eighth note. */
  swing: number;
  modes: readonly ModeName[];
  /** Bass root range (MIDI). */
  root: readonly [number, number];
  /** Scale degrees (0-based), one chord per `barsPerChord` bars. */
  progressions: readonly (readonly number[])[];
  barsPerChord: number;
  sevenths: boolean;
  chords: { instrument: InstrumentName; style: ChordStyle; center: number; gain: number; reverb: number };
  lead: { instrument: InstrumentName; gain: number; reverb: number; density: number; steps: 8 | 16; center: number; legato: number };
  bass: { instrument: InstrumentName; style: BassStyle; gain: number };
  drums: { verse: DrumPattern; chorus: DrumPattern; gain: number; fills: boolean } | null;
  pad?: { instrument: InstrumentName; gain: number };
  reverb: number;
  echo?: { beats: number; feedback: number; mix: number };
}

export type GenreId = 'synthwave' | 'lofi' | 'house' | 'ambient' | 'jazz' | 'folk' | 'chiptune' | 'funk';

export const GENRES: Record<GenreId, GenreStyle> = {
  synthwave: {
    id: 'synthwave',
    name: 'Synthwave',
    bpm: [96, 112],
    swing: 0,
    modes: ['minor', 'harmonicMinor'],
    root: [36, 43],
    progressions: [[0, 5, 2, 6], [0, 3, 5, 4], [5, 3, 0, 4]],
    barsPerChord: 1,
    sevenths: false,
    chords: { instrument: 'saw', style: 'arp', center: 64, gain: 0.12, reverb: 0.35 },
    lead: { instrument: 'saw', gain: 0.2, reverb: 0.4, density: 0.45, steps: 8, center: 74, legato: 0.95 },
    bass: { instrument: 'sawBass', style: 'pulse8', gain: 0.32 },
    pad: { instrument: 'pad', gain: 0.1 },
    drums: {
      verse: { kick: 'x.......x.......', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
      chorus: { kick: 'x.......x.x.....', snare: '....x.......x...', hat: 'xxxxxxxxxxxxxxxx', clap: '....x.......x...' },
      gain: 0.7,
      fills: true,
    },
    reverb: 0.3,
    echo: { beats: 0.75, feedback: 0.35, mix: 0.25 },
  },
  lofi: {
    id: 'lofi',
    name: 'Lo-Fi',
    bpm: [72, 88],
    swing: 0.28,
    modes: ['dorian', 'major'],
    root: [38, 45],
    progressions: [[1, 4, 0, 0], [3, 2, 1, 0], [0, 5, 1, 4]],
    barsPerChord: 1,
    sevenths: true,
    chords: { instrument: 'epiano', style: 'comp', center: 62, gain: 0.2, reverb: 0.3 },
    lead: { instrument: 'epiano', gain: 0.2, reverb: 0.35, density: 0.35, steps: 8, center: 72, legato: 0.8 },
    bass: { instrument: 'subBass', style: 'syncopated', gain: 0.38 },
    drums: {
      verse: { kick: 'x.....x...x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.xo' },
      chorus: { kick: 'x.....x...x..x..', snare: '....x.......x..o', hat: 'x.x.x.x.x.x.x.x.', rim: '..........x.....' },
      gain: 0.65,
      fills: false,
    },
    reverb: 0.25,
  },
  house: {
    id: 'house',
    name: 'House',
    bpm: [120, 126],
    swing: 0,
    modes: ['minor', 'dorian'],
    root: [36, 41],
    progressions: [[0, 0, 5, 6], [0, 3, 4, 3], [0, 6, 5, 6]],
    barsPerChord: 1,
    sevenths: true,
    chords: { instrument: 'organ', style: 'stabs', center: 63, gain: 0.16, reverb: 0.3 },
    lead: { instrument: 'bell', gain: 0.16, reverb: 0.45, density: 0.3, steps: 16, center: 76, legato: 0.5 },
    bass: { instrument: 'pluckBass', style: 'offbeat', gain: 0.45 },
    drums: {
      verse: { kick: 'x...x...x...x...', hat: '..x...x...x...x.', clap: '....x.......x...' },
      chorus: { kick: 'x...x...x...x...', hat: '..x...x...x...x.', openHat: '..x...x...x...x.', clap: '....x.......x...', shaker: 'xxxxxxxxxxxxxxxx' },
      gain: 0.75,
      fills: false,
    },
    reverb: 0.2,
  },
  ambient: {
    id: 'ambient',
    name: 'Ambient',
    bpm: [60, 72],
    swing: 0,
    modes: ['lydian', 'major'],
    root: [38, 45],
    progressions: [[0, 1, 0, 4], [0, 3, 5, 3], [0, 4, 3, 0]],
    barsPerChord: 2,
    sevenths: true,
    chords: { instrument: 'pad', style: 'sustain', center: 62, gain: 0.16, reverb: 0.6 },
    lead: { instrument: 'bell', gain: 0.16, reverb: 0.7, density: 0.18, steps: 8, center: 79, legato: 1 },
    bass: { instrument: 'subBass', style: 'drone', gain: 0.25 },
    drums: null,
    reverb: 0.55,
    echo: { beats: 1.5, feedback: 0.45, mix: 0.35 },
  },
  jazz: {
    id: 'jazz',
    name: 'Jazz',
    bpm: [120, 150],
    swing: 0.33,
    modes: ['major', 'dorian'],
    root: [36, 43],
    progressions: [[1, 4, 0, 5], [0, 5, 1, 4], [2, 5, 1, 4]],
    barsPerChord: 1,
    sevenths: true,
    chords: { instrument: 'epiano', style: 'comp', center: 61, gain: 0.16, reverb: 0.25 },
    lead: { instrument: 'flute', gain: 0.2, reverb: 0.3, density: 0.55, steps: 8, center: 74, legato: 0.9 },
    bass: { instrument: 'pluckBass', style: 'walking', gain: 0.45 },
    drums: {
      verse: { ride: 'x...x.x.x...x.x.', hat: '....x.......x...', kick: 'o...........o...' },
      chorus: { ride: 'x...x.x.x...x.x.', hat: '....x.......x...', kick: 'o.......o.......', snare: '......o.......o.' },
      gain: 0.5,
      fills: false,
    },
    reverb: 0.25,
  },
  folk: {
    id: 'folk',
    name: 'Folk',
    bpm: [88, 108],
    swing: 0.1,
    modes: ['major', 'mixolydian'],
    root: [40, 47],
    progressions: [[0, 3, 0, 4], [0, 4, 5, 3], [5, 3, 0, 4]],
    barsPerChord: 1,
    sevenths: false,
    chords: { instrument: 'pluck', style: 'strum', center: 60, gain: 0.22, reverb: 0.3 },
    lead: { instrument: 'flute', gain: 0.2, reverb: 0.35, density: 0.4, steps: 8, center: 76, legato: 0.9 },
    bass: { instrument: 'pluckBass', style: 'alternate', gain: 0.35 },
    drums: {
      verse: { shaker: 'x.x.x.x.x.x.x.x.' },
      chorus: { kick: 'x.......x.......', rim: '....x.......x...', shaker: 'x.x.x.x.x.x.x.x.' },
      gain: 0.55,
      fills: false,
    },
    reverb: 0.3,
  },
  chiptune: {
    id: 'chiptune',
    name: 'Chiptune',
    bpm: [138, 158],
    swing: 0,
    modes: ['major', 'minor'],
    root: [40, 46],
    progressions: [[0, 4, 5, 3], [5, 3, 0, 4], [0, 5, 3, 4]],
    barsPerChord: 1,
    sevenths: false,
    chords: { instrument: 'square', style: 'arp', center: 67, gain: 0.09, reverb: 0.05 },
    lead: { instrument: 'square', gain: 0.18, reverb: 0.1, density: 0.6, steps: 16, center: 79, legato: 0.7 },
    bass: { instrument: 'triangle', style: 'alternate', gain: 0.4 },
    drums: {
      verse: { kick: 'x.......x.......', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
      chorus: { kick: 'x.....x.x.......', snare: '....x.......x.x.', hat: 'xxxxxxxxxxxxxxxx' },
      gain: 0.5,
      fills: true,
    },
    reverb: 0.05,
  },
  funk: {
    id: 'funk',
    name: 'Funk',
    bpm: [100, 114],
    swing: 0.08,
    modes: ['mixolydian', 'dorian'],
    root: [36, 43],
    progressions: [[0, 0, 3, 3], [0, 3, 0, 4], [0, 6, 3, 0]],
    barsPerChord: 1,
    sevenths: true,
    chords: { instrument: 'clav', style: 'stabs', center: 64, gain: 0.16, reverb: 0.15 },
    lead: { instrument: 'organ', gain: 0.17, reverb: 0.2, density: 0.45, steps: 16, center: 72, legato: 0.6 },
    bass: { instrument: 'sawBass', style: 'syncopated', gain: 0.42 },
    drums: {
      verse: { kick: 'x..x......x..x..', snare: '....x..o.o..x...', hat: 'xoxoxoxoxoxoxoxo' },
      chorus: { kick: 'x..x..x...x..x..', snare: '....x..o.o..x..o', hat: 'xoxoxoxoxoxoxoxo', openHat: '..............x.' },
      gain: 0.7,
      fills: true,
    },
    reverb: 0.15,
  },
};

export const GENRE_IDS = Object.keys(GENRES) as GenreId[];
