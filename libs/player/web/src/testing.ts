// Test helpers for the player's browser half and the app that composes it.
export { fakeAudio } from './test-support/fake-audio';
export { song, station } from './test-support/tracks';
