export { provideEqualizer, prepareSavedEqualizer, useEqualizer, equalizerOf, canEqualize, EqualizerSlot } from './equalizer-slot';
