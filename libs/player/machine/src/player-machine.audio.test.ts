import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { PRELOAD_LEAD_SECONDS } from './audio-rules/transition.js';
import { playerMachine } from './player-machine.js';
import type { AudioSettings } from './audio-settings.js';
import type { LoadMediaParams, PreloadMediaParams } from './player-types.js';
import type { PlayerTrack } from './player-track.js';
import { episode, radio, seededRandom, song } from './test-support/fixtures.js';

/** Songs of one album, in order (gapless neighbours). */
const albumTracks = (count: number): PlayerTrack[] =>
  Array.from({ length: count }, (_, i) => ({ ...song(`al${i}`), albumId: 'album-1', trackNumber: i + 1 }));
/** Songs of different albums (crossfaded when the setting is on). */
const mixTracks = (count: number): PlayerTrack[] =>
  Array.from({ length: count }, (_, i) => ({ ...song(`mx${i}`), albumId: `album-of-mx${i}`, trackNumber: 1 }));

type Logged = { at: number; type: string; id?: string; params?: unknown };
let actor: Actor<typeof playerMachine> | undefined;
afterEach(() => actor?.stop());

/** A real actor on a simulated clock whose media effects are recorded; `playTo` plays like an element. */
function startPlayer(audio: Partial<AudioSettings>, random = seededRandom()) {
  const clock = new SimulatedClock();
  const log: Logged[] = [];
  const record = (type: string) => (_: unknown, params?: unknown) => {
    const id = (params as { track?: PlayerTrack } | undefined)?.track?.id;
    log.push({ at: clock.now(), type, ...(id ? { id } : {}), ...(params === undefined ? {} : { params }) });
  };
  const machine = playerMachine.provide({
    actions: {
      loadMedia: record('load'),
      preloadMedia: record('preload'),
      pauseMedia: record('pause'),
      playMedia: record('play'),
      seekMedia: record('seek'),
      applyGain: record('gain'),
      reportPlay: record('count'),
    },
  });
  actor = createActor(machine, { clock, input: { deviceId: 'web-1', random, audio } }).start();
  const player = actor;
  /** Time updates every 250 ms of media time (and of clock time) from `from` up to `to` seconds. */
  const playTo = (from: number, to: number) => {
    for (let t = from; t <= to + 1e-9; t += 0.25) {
      player.send({ type: 'media.timeUpdate', currentTime: t });
      clock.increment(250);
    }
  };
  const of = (type: string) => log.filter((entry) => entry.type === type);
  const clear = () => log.splice(0);
  const index = () => player.getSnapshot().context.currentIndex;
  return { actor: player, clock, log, playTo, of, clear, index };
}

const loadParams = (entry: Logged | undefined) => entry?.params as LoadMediaParams;
const preloadParams = (entry: Logged | undefined) => entry?.params as PreloadMediaParams;

describe('preloading the following item', () => {
  it('asks to buffer it 20 s before the handover, once, as a gapless join between album neighbours', () => {
    const p = startPlayer({ crossfadeSeconds: 0, gapless: true });
    p.actor.send({ type: 'queue.set', tracks: albumTracks(3) });
    p.playTo(0, 180 - PRELOAD_LEAD_SECONDS - 0.25);
    expect(p.of('preload')).toEqual([]);
    p.playTo(180 - PRELOAD_LEAD_SECONDS, 179.75);
    expect(p.of('preload')).toHaveLength(1);
    expect(p.of('preload')[0]).toMatchObject({ id: 'al1', params: { handover: 'gapless' } });
    // The element ends and the already joined item becomes current: a plain load, no crossfade.
    p.clear();
    p.actor.send({ type: 'media.ended' });
    expect(p.index()).toBe(1);
    expect(loadParams(p.of('load')[0])).toEqual({ track: albumTracks(3)[1], autoplay: true });
  });

  it('buffers with a plain sequence when gapless is off, never radio, and not the same item under repeat one', () => {
    const off = startPlayer({ gapless: false });
    off.actor.send({ type: 'queue.set', tracks: albumTracks(2) });
    off.playTo(159, 161);
    expect(preloadParams(off.of('preload')[0]).handover).toBe('sequential');
    actor?.stop();

    const live = startPlayer({});
    live.actor.send({ type: 'queue.set', tracks: [song('s1', 30), radio('r1')] });
    live.playTo(0, 29.75);
    expect(live.of('preload')).toEqual([]);
    actor?.stop();

    const one = startPlayer({});
    one.actor.send({ type: 'queue.set', tracks: albumTracks(2) });
    one.actor.send({ type: 'repeat.cycle' });
    one.actor.send({ type: 'repeat.cycle' });
    one.playTo(150, 179.75);
    expect(one.of('preload')).toEqual([]);
  });

  it('asks again when a setting or the following item changes', () => {
    const p = startPlayer({});
    p.actor.send({ type: 'queue.set', tracks: albumTracks(3) });
    p.playTo(160, 161);
    p.actor.send({ type: 'audio.configure', settings: { gapless: false } });
    p.playTo(161.25, 162);
    p.actor.send({ type: 'queue.remove', index: 1 });
    p.playTo(162.25, 163);
    expect(p.of('preload').map((e) => [e.id, preloadParams(e).handover])).toEqual([
      ['al1', 'gapless'],
      ['al1', 'sequential'],
      ['al2', 'sequential'],
    ]);
  });
});

describe('crossfade', () => {
  it('starts the set number of seconds before the end: the following item loads with a crossfade handover', () => {
    const tracks = mixTracks(3);
    const p = startPlayer({ crossfadeSeconds: 6 });
    p.actor.send({ type: 'queue.set', tracks });
    p.playTo(0, 173.75);
    expect(p.index()).toBe(0);
    expect(p.of('preload')[0]).toMatchObject({ at: 154_000, id: 'mx1', params: { handover: 'crossfade' } });
    expect(p.of('load')).toHaveLength(1);
    p.playTo(174, 174);
    expect(p.index()).toBe(1);
    expect(p.of('load')[1]).toMatchObject({ at: 174_000, id: 'mx1', params: { handover: { kind: 'crossfade', seconds: 6 }, autoplay: true } });
    expect(p.actor.getSnapshot().context.currentTime).toBe(0);
    // The incoming item is a new track: its play count runs from the start of the fade.
    p.playTo(0, 3);
    expect(p.of('count').map((e) => e.id)).toEqual(['mx0', 'mx1']);
  });

  it('uses the element duration once known, and is never longer than half of either item', () => {
    const p = startPlayer({ crossfadeSeconds: 12 });
    p.actor.send({ type: 'queue.set', tracks: [...mixTracks(1), { ...song('short', 10), albumId: 'album-short', trackNumber: 1 }] });
    p.actor.send({ type: 'media.durationChange', duration: 100 });
    p.playTo(90, 94.75);
    expect(p.index()).toBe(0);
    p.playTo(95, 95);
    expect(loadParams(p.of('load')[1]).handover).toEqual({ kind: 'crossfade', seconds: 5 });
  });

  it('does not crossfade gapless neighbours, podcast episodes or radio', () => {
    const album = startPlayer({ crossfadeSeconds: 6 });
    album.actor.send({ type: 'queue.set', tracks: albumTracks(2) });
    album.playTo(170, 179.75);
    expect(album.index()).toBe(0);
    expect(preloadParams(album.of('preload')[0]).handover).toBe('gapless');
    actor?.stop();

    const episodes = startPlayer({ crossfadeSeconds: 6 });
    episodes.actor.send({ type: 'queue.set', tracks: [episode('e1', { duration: 100 }), episode('e2', { duration: 100 })] });
    episodes.playTo(80, 99.75);
    expect(episodes.index()).toBe(0);
    expect(preloadParams(episodes.of('preload')[0]).handover).toBe('sequential');
    episodes.actor.send({ type: 'media.ended' });
    expect(loadParams(episodes.of('load')[1]).handover).toBeUndefined();
    actor?.stop();

    const live = startPlayer({ crossfadeSeconds: 6 });
    live.actor.send({ type: 'queue.set', tracks: [radio('r1'), ...mixTracks(1)] });
    live.playTo(0, 600);
    expect(live.index()).toBe(0);
    expect(live.of('load')).toHaveLength(1);
  });

  it('a skip by hand loads without a crossfade handover: the engine fades what is audible out quickly', () => {
    const p = startPlayer({ crossfadeSeconds: 6 });
    p.actor.send({ type: 'queue.set', tracks: mixTracks(3) });
    p.playTo(0, 30);
    p.actor.send({ type: 'queue.next' });
    expect(loadParams(p.of('load')[1])).toEqual({ track: mixTracks(3)[1], autoplay: true });
  });

  it('a skip during a crossfade goes on from the incoming item and starts no second crossfade', () => {
    const p = startPlayer({ crossfadeSeconds: 6 });
    p.actor.send({ type: 'queue.set', tracks: mixTracks(4) });
    p.playTo(174, 174);
    expect(p.index()).toBe(1);
    p.playTo(0, 2);
    p.actor.send({ type: 'queue.next' });
    expect(p.index()).toBe(2);
    expect(loadParams(p.of('load').at(-1)).track.id).toBe('mx2');
    expect(loadParams(p.of('load').at(-1)).handover).toBeUndefined();
    p.playTo(0, 10);
    expect(p.of('load')).toHaveLength(3);
  });

  it('repeat one crossfades the item into itself without counting a second play', () => {
    const p = startPlayer({ crossfadeSeconds: 4 });
    p.actor.send({ type: 'queue.set', tracks: mixTracks(2) });
    p.actor.send({ type: 'repeat.cycle' });
    p.actor.send({ type: 'repeat.cycle' });
    p.playTo(0, 176);
    expect(p.index()).toBe(0);
    expect(p.of('load')[1]).toMatchObject({ id: 'mx0', params: { handover: { kind: 'crossfade', seconds: 4 } } });
    p.playTo(0, 10);
    expect(p.of('count').map((e) => e.id)).toEqual(['mx0']);
  });

  it('shuffle crossfades into the next item of the shuffled order', () => {
    const p = startPlayer({ crossfadeSeconds: 3 }, seededRandom(7));
    p.actor.send({ type: 'shuffle.toggle' });
    p.actor.send({ type: 'queue.set', tracks: mixTracks(5), startIndex: 2 });
    const order = p.actor.getSnapshot().context.queue.map((t) => t.id);
    expect(order[0]).toBe('mx2');
    p.playTo(176.5, 177);
    expect(p.of('load')[1]).toMatchObject({ id: order[1], params: { handover: { kind: 'crossfade', seconds: 3 } } });
  });

  it('end of the queue: a skip during the crossfade into the last item stops, and the last item fades into nothing', () => {
    const p = startPlayer({ crossfadeSeconds: 6 });
    p.actor.send({ type: 'queue.set', tracks: mixTracks(2) });
    p.playTo(174, 174);
    expect(p.index()).toBe(1);
    p.playTo(0, 2);
    p.actor.send({ type: 'queue.next' });
    expect(p.actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(p.of('pause')).toHaveLength(1);

    p.actor.send({ type: 'playback.play' });
    p.playTo(2.25, 179.75);
    expect(p.of('load')).toHaveLength(2);
    expect(p.of('preload')).toEqual([]);
    p.actor.send({ type: 'media.ended' });
    expect(p.actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(p.index()).toBe(1);
  });

  it('repeat all crossfades from the last item into the first', () => {
    const p = startPlayer({ crossfadeSeconds: 6 });
    p.actor.send({ type: 'queue.set', tracks: mixTracks(2), startIndex: 1 });
    p.actor.send({ type: 'repeat.cycle' });
    p.playTo(174, 174);
    expect(p.index()).toBe(0);
    expect(p.of('load')[1]).toMatchObject({ id: 'mx0', params: { handover: { kind: 'crossfade', seconds: 6 } } });
  });
});

describe('normalization gain', () => {
  const loud: PlayerTrack = { ...song('loud'), loudness: { trackLufs: -8, trackPeak: 1, albumLufs: -10, albumPeak: 1 } };
  const quiet: PlayerTrack = { ...song('quiet'), loudness: { trackLufs: -20, trackPeak: 0.9 } };

  it('is left out while off, and given with each load and preload by track or album', () => {
    const p = startPlayer({ normalization: 'off' });
    p.actor.send({ type: 'queue.set', tracks: [loud, quiet] });
    expect(loadParams(p.of('load')[0]).gain).toBeUndefined();
    p.actor.send({ type: 'audio.configure', settings: { normalization: 'track' } });
    expect(p.of('gain').at(-1)?.params).toEqual({ gain: expect.closeTo(10 ** (-6 / 20), 10) });
    p.actor.send({ type: 'audio.configure', settings: { normalization: 'album' } });
    expect(p.of('gain').at(-1)?.params).toEqual({ gain: expect.closeTo(10 ** (-4 / 20), 10) });
    p.playTo(160, 161);
    // The quiet track wants +6 dB but its peak allows only +0.92 dB: never clip.
    expect(preloadParams(p.of('preload')[0]).gain).toBeCloseTo(1 / 0.9, 10);
    p.actor.send({ type: 'audio.configure', settings: { normalization: 'off' } });
    expect(p.of('gain').at(-1)?.params).toEqual({ gain: 1 });
  });

  it('takes the settings from input, ignoring invalid fields', () => {
    const p = startPlayer({ normalization: 'loud' as never, crossfadeSeconds: 40, gapless: 'yes' as never, streamingQuality: 'lossless' as never });
    expect(p.actor.getSnapshot().context.audio).toEqual({ crossfadeSeconds: 12, gapless: true, normalization: 'off', streamingQuality: 'original', autoplay: false, waveform: false });
    p.actor.send({ type: 'audio.configure', settings: { crossfadeSeconds: Number.NaN, normalization: 'track', streamingQuality: 'data-saver' } });
    expect(p.actor.getSnapshot().context.audio).toEqual({ crossfadeSeconds: 12, gapless: true, normalization: 'track', streamingQuality: 'data-saver', autoplay: false, waveform: false });
  });
});
