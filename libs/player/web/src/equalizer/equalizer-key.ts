/** The device's equalizer (on/off, curve, saved presets), beside the other playback settings. */
export const EQUALIZER_KEY = 'tangerine.equalizer';
