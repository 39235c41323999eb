// Headless Tangerine player: no browser, no audio element, a simulated clock.
// Run after `npx nx run @tangerine/player-machine:build`: node libs/player/machine/examples/headless.mjs
import { createActor, SimulatedClock } from 'xstate';
import { playerMachine, selectCurrentTrack, selectUpNext } from '../dist/index.js'; // in your own project: from '@tangerine/player-machine'

/** product §7: songs, podcast episodes and radio stations count plays at different addresses. */
const playCountPath = (track) =>
  track.kind === 'episode'
    ? `/api/v1/browse/podcasts/${track.podcastId}/episodes/${track.episodeId}/play`
    : track.kind === 'radio'
      ? `/api/v1/browse/radio/${track.stationId}/listen`
      : `/api/v1/browse/tracks/${track.id}/play`;

const clock = new SimulatedClock();
const at = () => `[${String(clock.now()).padStart(6)} ms]`;
let saved = null;

// The app's media element and API calls, here as console output.
const machine = playerMachine.provide({
  actions: {
    loadMedia: (_, { track, autoplay }) => console.log(at(), `load "${track.title}" from ${track.streamUrl}${autoplay ? ', autoplay' : ''}`),
    playMedia: () => console.log(at(), 'play'),
    pauseMedia: () => console.log(at(), 'pause'),
    seekMedia: (_, { time }) => console.log(at(), `seek to ${time} s`),
    applyVolume: (_, { volume, muted }) => console.log(at(), `volume ${volume}${muted ? ' (muted)' : ''}`),
    reportPlay: (_, { track }) => console.log(at(), `POST ${playCountPath(track)}`),
    sendHeartbeat: (_, { deviceId, payload }) =>
      console.log(at(), `POST /api/v1/devices/${deviceId}/heartbeat ${JSON.stringify(payload)}`),
    sendStopActivity: (_, { deviceId }) => console.log(at(), `POST /api/v1/devices/${deviceId}/stop-activity`),
    logError: (_, { message }) => console.error(at(), `error: ${message}`),
    persistState: (_, { state }) => {
      saved = JSON.stringify(state);
    },
  },
});

// PlayerTracks, the machine's own items (the web app converts API tracks, episodes and stations into them).
const item = (fields) => ({ kind: 'song', artistId: null, albumId: null, albumTitle: null, artworkUrl: null, genres: [], trackNumber: null, ...fields });
const tracks = [
  item({ id: '1', title: 'Zest', artistId: '7', artistName: 'The Peels', duration: 201, streamUrl: '/media/1.mp3' }),
  item({ id: '2', title: 'Pith', artistName: 'The Peels', artworkUrl: '/art/2.jpg', duration: 187, streamUrl: '/media/2.mp3' }),
  item({ id: '3', title: 'Segments', artistName: 'Rind', duration: 0, streamUrl: '/media/3.mp3' }),
];

const player = createActor(machine, { clock, input: { deviceId: 'web-1767225600000k3x9', random: Math.random } });
player.start();

player.send({ type: 'queue.set', tracks, startIndex: 0 });
clock.increment(3_000); // 3 s of continuous playing: the play is counted
clock.increment(27_000); // 30 s: the next heartbeat
player.send({ type: 'media.timeUpdate', currentTime: 30 });
player.send({ type: 'queue.next' });
console.log('now playing:', selectCurrentTrack(player.getSnapshot())?.title, '| up next:', selectUpNext(player.getSnapshot()).map((t) => t.title));
player.send({ type: 'repeat.cycle' });
player.send({ type: 'volume.set', volume: 0.4 });
player.send({ type: 'media.timeUpdate', currentTime: 12.5 });
player.send({ type: 'playback.pause' });
player.stop();

// A reload: the saved state resumes paused at the same track and position.
console.log('--- reload ---');
const restored = createActor(machine, { clock, input: { deviceId: 'web-1767225600000k3x9', restored: JSON.parse(saved) } });
restored.start();
const { context } = restored.getSnapshot();
console.log('resumed:', selectCurrentTrack(restored.getSnapshot())?.title, `at ${context.currentTime} s,`, `repeat ${context.repeatMode},`, `tags ${[...restored.getSnapshot().tags]}`);

// Radio plays as a track-like item: live, no seek.
const station = item({ id: 'fm1', kind: 'radio', title: 'Citrus FM', artistId: 'radio', artistName: 'Spain', albumTitle: 'Radio Station', duration: 0, streamUrl: 'https://radio.example/citrus', stationId: 'fm1' });
restored.send({ type: 'track.play', track: station });
clock.increment(3_000);
restored.send({ type: 'playback.seek', time: 60 });
console.log('radio position after a seek:', restored.getSnapshot().context.currentTime);
restored.stop();
