import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playerMachine } from '@tangerine/player-machine';
import { track } from '../../test-support/fixtures';
import { trackToPlayerItem } from '@tangerine/player-web';
import { fromWireCommand } from '@tangerine/connect-web/connect-calls';
import { applySavedQueue, applyToPlayer, playSavedQueue, queueBody, stateOf } from '@tangerine/connect-web/player-bridge';

const songs = [track({ id: '1' }), track({ id: '2', title: 'Second' }), track({ id: '3', title: 'Third' })];
const player = () => createActor(playerMachine, { input: { deviceId: 'web-1' } }).start();
const saved = { tracks: songs, current_index: 1, position_ms: 42_000, shuffle: false, repeat: 'all' as const, device: 'Chrome on Linux', updated_at: '2026-11-24T10:00:00Z', version: 4 };

describe('Connect and the player', () => {
  it('plays a saved queue at its track and position, with its repeat mode', () => {
    const actor = player();
    expect(playSavedQueue(actor, saved, 42_000, true, trackToPlayerItem)).toBe(true);
    const { context } = actor.getSnapshot();
    expect(context.queue.map((t) => t.id)).toEqual(['1', '2', '3']);
    expect([context.currentIndex, context.currentTime, context.repeatMode]).toEqual([1, 42, 'all']);
    expect(playSavedQueue(actor, { ...saved, tracks: [] }, 0, true, trackToPlayerItem)).toBe(false);
  });

  it('reports what plays and saves the queue of songs, position in milliseconds', () => {
    const actor = player();
    expect(stateOf(actor.getSnapshot(), 0, 1)).toBeNull();
    expect(queueBody(actor.getSnapshot())).toBeNull();
    playSavedQueue(actor, saved, 42_000, false, trackToPlayerItem);
    expect(stateOf(actor.getSnapshot(), 4, 1000)).toMatchObject({ trackId: '2', title: 'Second', positionMs: 42_000, playing: false, repeat: 'all', queueVersion: 4, at: 1000 });
    expect(queueBody(actor.getSnapshot())).toEqual({ track_ids: ['1', '2', '3'], current_index: 1, position_ms: 42_000, shuffle: false, repeat: 'all' });
    // A radio station in the queue: the server's queue holds songs only, so nothing is saved.
    actor.send({ type: 'track.play', track: { ...(trackToPlayerItem(songs[0] as never) as object), id: 'r1', kind: 'radio' } as never });
    expect(queueBody(actor.getSnapshot())).toBeNull();
  });

  it('gives commands from other devices to the player', () => {
    const actor = player();
    playSavedQueue(actor, saved, 0, true, trackToPlayerItem);
    const apply = (data: Record<string, unknown>) => applyToPlayer(actor, fromWireCommand(data) as never, () => undefined);
    apply({ type: 'seek', position_ms: 60_000 });
    expect(actor.getSnapshot().context.currentTime).toBe(60);
    apply({ type: 'volume', volume: 0.25 });
    expect(actor.getSnapshot().context.volume).toBe(0.25);
    apply({ type: 'repeat', repeat: 'off' });
    expect(actor.getSnapshot().context.repeatMode).toBe('off');
    apply({ type: 'shuffle', shuffle: true });
    expect(actor.getSnapshot().context.isShuffled).toBe(true);
    apply({ type: 'next' });
    expect(actor.getSnapshot().context.currentIndex).toBe(1);
    expect(fromWireCommand({ type: 'explode' })).toBeNull();
    expect(fromWireCommand({ type: 'transfer' })).toBeNull();
  });

  it('follows a remote’s queue edit: a removed row or a played row without restarting the song, anything else by the whole queue', () => {
    let events: string[] = [];
    const actor = createActor(playerMachine, {
      input: { deviceId: 'web-1' },
      inspect: (e) => {
        if (e.type === '@xstate.event' && e.event.type.startsWith('queue.')) events.push(e.event.type);
      },
    }).start();
    playSavedQueue(actor, saved, 42_000, true, trackToPlayerItem);
    events = [];
    const ids = () => actor.getSnapshot().context.queue.map((t) => t.id);
    applySavedQueue(actor, { ...saved, tracks: [songs[1], songs[2]] as typeof songs, current_index: 0 }, trackToPlayerItem);
    expect([ids(), actor.getSnapshot().context.currentIndex, actor.getSnapshot().context.currentTime]).toEqual([['2', '3'], 0, 42]);
    expect(events).toEqual(['queue.remove']);
    applySavedQueue(actor, { ...saved, tracks: [songs[1], songs[2]] as typeof songs, current_index: 1 }, trackToPlayerItem);
    expect(events).toEqual(['queue.remove', 'queue.jump']);
    expect(actor.getSnapshot().context.currentIndex).toBe(1);
    // Reordered: the whole queue, at the start of its current song (another one now).
    applySavedQueue(actor, { ...saved, tracks: [songs[2], songs[0], songs[1]] as typeof songs, current_index: 2 }, trackToPlayerItem);
    expect([ids(), actor.getSnapshot().context.currentIndex, actor.getSnapshot().context.currentTime]).toEqual([['3', '1', '2'], 2, 0]);
    expect(events).toContain('queue.set');
  });
});
