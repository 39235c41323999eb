export { provideEqualizer, useEqualizer, equalizerOf, canEqualize, EqualizerSlot } from './equalizer-slot';
