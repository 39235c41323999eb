/** Band centres in Hz, one octave apart. A module of its own: the audio graph needs them in the first chunks, the presets can wait. */
export const EQ_BANDS = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const;
/** The graph holds this many parametric filters (AutoEQ writes 10; Equalizer APO lists seldom more); here so the graph's chunk holds no list parser. */
export const MAX_PARAMETRIC_FILTERS = 20;
