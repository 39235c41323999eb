import { describe, expect, it } from 'vitest';
import { clampSpeed, readPodcastSpeeds, speedFor } from './playback-speed.js';
import { episode, run, song, start } from './test-support/fixtures.js';

const talk = episode('e1', { podcastId: 'pod-1' });
const talk2 = episode('e2', { podcastId: 'pod-1' });
const otherShow = episode('x1', { podcastId: 'pod-2', albumId: 'pod-2' });
const tune = song('s1');

describe('playback speed (podcast episodes)', () => {
  it('sets the episode\'s speed on the 0.1 grid within 0.5–3 and remembers it for its podcast', () => {
    const playing = run(start(), { type: 'queue.set', tracks: [talk, otherShow, talk2, tune] }).snapshot;
    const { snapshot, actions } = run(playing, { type: 'speed.set', rate: 1.25 });
    expect(actions).toEqual([
      { type: 'applyPlaybackRate', params: { rate: 1.3 } },
      { type: 'persistSpeeds', params: { speeds: { 'pod-1': 1.3 } } },
    ]);
    expect(run(snapshot, { type: 'speed.set', rate: 9 }).snapshot.context.speeds).toEqual({ 'pod-1': 3 });
    expect(run(snapshot, { type: 'speed.set', rate: 0.1 }).snapshot.context.speeds).toEqual({ 'pod-1': 0.5 });

    // Another podcast plays at its own speed (1×), the same podcast at the one remembered, music at 1×.
    const other = run(snapshot, { type: 'queue.next' });
    expect(other.actions.find((action) => action.type === 'loadMedia')?.params).not.toHaveProperty('rate');
    const same = run(other.snapshot, { type: 'queue.next' });
    expect(same.actions.find((action) => action.type === 'loadMedia')?.params).toMatchObject({ track: talk2, rate: 1.3 });
    const music = run(same.snapshot, { type: 'queue.next' });
    expect(music.actions.find((action) => action.type === 'loadMedia')?.params).not.toHaveProperty('rate');
  });

  it('music and radio stay at 1×: speed.set is refused and logged', () => {
    const playing = run(start(), { type: 'queue.set', tracks: [tune] }).snapshot;
    const { snapshot, actions } = run(playing, { type: 'speed.set', rate: 2 });
    expect(actions.map((action) => action.type)).toEqual(['logError']);
    expect(snapshot.context.speeds).toEqual({});
  });

  it('a remembered speed applies when a saved episode resumes after a reload', () => {
    const { actions } = run(start({ deviceId: 'web-1', speeds: { 'pod-1': 1.7, bad: 'fast' } }), { type: 'queue.set', tracks: [talk] });
    expect(actions.find((action) => action.type === 'loadMedia')?.params).toMatchObject({ rate: 1.7 });
  });

  it('reads saved speeds entry by entry', () => {
    expect(readPodcastSpeeds({ a: 1.44, b: 'x', c: 1, d: 12 })).toEqual({ a: 1.4, d: 3 });
    expect(readPodcastSpeeds([1])).toEqual({});
    expect(clampSpeed(Number.NaN)).toBeNull();
    expect(speedFor(tune, { 'pod-1': 2 })).toBe(1);
    expect(speedFor(talk, { 'pod-1': 2 })).toBe(2);
  });
});
