import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playerMachine } from '@tangerine/player-machine';
import { song, station } from '../test-support/tracks';
import { bindMediaSession } from './media-session';

/** A MediaSession that keeps the handlers set, as the OS would read them. */
function fakeSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  const session = {
    metadata: null,
    playbackState: 'none',
    setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
    setPositionState: () => undefined,
  };
  return { session: session as unknown as MediaSession, handlers };
}

describe('Media Session', () => {
  it('keeps next and previous as next and previous: no seek-backward/forward handlers, only the scrubber', () => {
    const actor = createActor(playerMachine, { input: {} }).start();
    const { session, handlers } = fakeSession();
    const detach = bindMediaSession(actor, session);
    actor.send({ type: 'queue.set', tracks: [song('a'), song('b')] });
    expect([...handlers.keys()].sort()).toEqual(['nexttrack', 'pause', 'play', 'previoustrack', 'seekto', 'stop']);
    handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(actor.getSnapshot().context.currentIndex).toBe(1);
    handlers.get('seekto')?.({ action: 'seekto', seekTime: 42 });
    expect(actor.getSnapshot().context.currentTime).toBe(42);
    detach();
    expect(handlers.size).toBe(0);
    actor.stop();
  });

  it('offers no seek for radio, and gives it back for the next song', () => {
    const actor = createActor(playerMachine, { input: {} }).start();
    const { session, handlers } = fakeSession();
    bindMediaSession(actor, session);
    actor.send({ type: 'queue.set', tracks: [station, song('a')] });
    expect(handlers.has('seekto')).toBe(false);
    expect(handlers.has('nexttrack')).toBe(true);
    actor.send({ type: 'queue.next' });
    expect(handlers.has('seekto')).toBe(true);
    actor.stop();
  });

  it('reports an episode\'s playback speed in the position state; a song\'s is 1', () => {
    const actor = createActor(playerMachine, { input: {} }).start();
    const { session } = fakeSession();
    const states: MediaPositionState[] = [];
    session.setPositionState = (state) => void (state && states.push(state));
    bindMediaSession(actor, session);
    const talk = song('e1', { kind: 'episode', podcastId: 'pod-1', episodeId: 'e1', duration: 600 });
    actor.send({ type: 'queue.set', tracks: [talk, song('a')] });
    actor.send({ type: 'speed.set', rate: 1.5 });
    actor.send({ type: 'media.timeUpdate', currentTime: 3 });
    expect(states.at(-1)).toMatchObject({ playbackRate: 1.5, position: 3 });
    actor.send({ type: 'queue.next' });
    actor.send({ type: 'media.timeUpdate', currentTime: 2 });
    expect(states.at(-1)).toMatchObject({ playbackRate: 1 });
    actor.stop();
  });
});
