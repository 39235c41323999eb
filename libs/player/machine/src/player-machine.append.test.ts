import { describe, expect, it } from 'vitest';
import { effectTypes, ids, run, song, songs, start } from './test-support/fixtures.js';
import { toPersistedState, restorePlayerState } from './persistence.js';

const three = songs(3);
const playing = (startIndex = 0) => run(start(), { type: 'queue.set', tracks: three, startIndex }).snapshot;
const mix = [
  { ...song('m1'), autoplay: true as const },
  { ...song('m2'), autoplay: true as const },
];

describe('queue.append (Autoplay’s songs)', () => {
  it('adds songs after the last item without touching what plays, and next goes on into them', () => {
    const { snapshot, actions } = run(playing(2), { type: 'queue.append', tracks: mix });
    expect(ids(snapshot.context.queue)).toEqual(['t0', 't1', 't2', 'm1', 'm2']);
    expect(snapshot.context.currentIndex).toBe(2);
    expect(effectTypes(actions)).not.toContain('loadMedia');
    const ended = run(snapshot, { type: 'media.ended' }).snapshot;
    expect(ended.context.currentIndex).toBe(3);
    expect(ended.hasTag('playing')).toBe(true);
  });

  it('after the last track stopped (repeat off), next plays the first appended song', () => {
    const stopped = run(playing(2), { type: 'media.ended' }).snapshot;
    expect(stopped.hasTag('paused')).toBe(true);
    const { snapshot } = run(stopped, { type: 'queue.append', tracks: mix }, { type: 'queue.next' });
    expect(snapshot.context.currentIndex).toBe(3);
    expect(snapshot.hasTag('playing')).toBe(true);
  });

  it('keeps shuffle’s original order too, and the Autoplay mark through a reload', () => {
    const shuffled = run(playing(0), { type: 'shuffle.toggle' }, { type: 'queue.append', tracks: mix }).snapshot;
    expect(ids(shuffled.context.originalQueue).slice(-2)).toEqual(['m1', 'm2']);
    expect(ids(shuffled.context.queue).slice(-2)).toEqual(['m1', 'm2']);
    const restored = restorePlayerState(JSON.parse(JSON.stringify(toPersistedState(shuffled.context))));
    expect(restored.state.queue.filter((track) => track.autoplay).map((track) => track.id)).toEqual(['m1', 'm2']);
  });

  it('ignores an empty list and logs anything that is not tracks', () => {
    expect(run(playing(0), { type: 'queue.append', tracks: [] }).snapshot.context.queue).toHaveLength(3);
    const { actions } = run(playing(0), { type: 'queue.append', tracks: [{ nope: true } as never] });
    expect(effectTypes(actions)).toEqual(['logError']);
  });
});
