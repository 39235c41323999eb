export * from './equalizer-model.js';
export { equalizerMachine, type ApplyEqualizerParams, type EqualizerContext, type EqualizerEvent, type EqualizerMachine } from './equalizer.machine.js';
export { EQ_BAND_Q, biquadResponseDb, chainResponseDb, filterGains, peakingBiquad, type Biquad } from './equalizer-response.js';
export * from './parametric-filters.js';
export { AUTOEQ_HEADPHONES, findAutoEqHeadphones, searchAutoEqHeadphones, type AutoEqHeadphones } from './autoeq-headphones.js';
