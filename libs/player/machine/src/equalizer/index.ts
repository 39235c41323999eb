export * from './equalizer-model.js';
export { equalizerMachine, type ApplyEqualizerParams, type EqualizerEvent, type EqualizerMachine } from './equalizer.machine.js';
