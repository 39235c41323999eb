export { buildDemoCatalogue, demoAudioJobs, type DemoCatalogue } from './catalogue.js';
export { seedDemo, seedRecentlyPlayed, DEMO_ART_DIR, DEMO_AUDIO_DIR, DEMO_SOURCE, type SeedDemoOptions, type SeedDemoResult } from './seed.js';
export type * from './store.js';
export { syntheticCatalogue, type SyntheticCatalogue, type SyntheticFiles } from './synthetic.js';
export { generateAudio, type GenerateOptions, type GeneratedAudio } from './audio/generate.js';
export { encodeMp3 } from './audio/mp3.js';
export { framesDuration, scanFrames, type Mp3Frame } from './audio/mp3-frames.js';
export { renderArtwork, type ArtStyle } from './art/cover.js';
