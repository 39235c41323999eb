import { describe, expect, it } from 'vitest';
import { compactOutbox, createOutbox, memoryOutboxStore, type OutboxAction, type OutboxEntry, type OutboxSendResult } from './outbox.js';

const now = () => new Date('2026-11-24T10:00:00.000Z');

function server(answers: OutboxSendResult[] = []) {
  const received: OutboxAction[] = [];
  return {
    received,
    send: async (action: OutboxAction): Promise<OutboxSendResult> => {
      const answer = answers.shift() ?? 'sent';
      if (answer === 'sent') received.push(action);
      return answer;
    },
  };
}

const song = (contentId: string) => ({ activityType: 'song' as const, contentId, title: `Song ${contentId}` });
const entry = (seq: number, action: OutboxAction): OutboxEntry => ({ seq, action, createdAt: now().toISOString() });

describe('outbox', () => {
  it('replays play counts, likes, playlist edits and heartbeats in the order they were made', async () => {
    const remote = server();
    const outbox = createOutbox({ store: memoryOutboxStore(), send: remote.send, now });
    await outbox.add({ kind: 'play', trackId: 'a' });
    await outbox.add({ kind: 'like', trackId: 'a' });
    await outbox.add({ kind: 'playlist.add', playlistId: 'p', trackId: 'b' });
    await outbox.add({ kind: 'heartbeat', deviceId: 'web-1', activity: song('a') });
    await outbox.add({ kind: 'play', trackId: 'b' });
    expect(await outbox.flush()).toEqual({ sent: 5, rejected: 0, remaining: 0 });
    expect(remote.received.map((action) => action.kind)).toEqual(['play', 'like', 'playlist.add', 'heartbeat', 'play']);
    expect(await outbox.entries()).toEqual([]);
  });

  it("keeps every episode play count, like a song's, in order among the songs'", async () => {
    const remote = server();
    const outbox = createOutbox({ store: memoryOutboxStore(), send: remote.send, now });
    await outbox.add({ kind: 'episode.play', podcastId: 'p', episodeId: 'e1' });
    await outbox.add({ kind: 'play', trackId: 'a' });
    await outbox.add({ kind: 'episode.play', podcastId: 'p', episodeId: 'e1' });
    await outbox.flush();
    expect(remote.received).toEqual([
      { kind: 'episode.play', podcastId: 'p', episodeId: 'e1' },
      { kind: 'play', trackId: 'a' },
      { kind: 'episode.play', podcastId: 'p', episodeId: 'e1' },
    ]);
  });

  it('stops at the first entry the network refuses and keeps it and all after it', async () => {
    const remote = server(['sent', 'offline']);
    const store = memoryOutboxStore();
    const outbox = createOutbox({ store, send: remote.send, now });
    await outbox.add({ kind: 'play', trackId: 'a' });
    await outbox.add({ kind: 'play', trackId: 'b' });
    await outbox.add({ kind: 'play', trackId: 'c' });
    expect(await outbox.flush()).toEqual({ sent: 1, rejected: 0, remaining: 2 });
    expect((await outbox.entries()).map((item) => item.action)).toEqual([
      { kind: 'play', trackId: 'b' },
      { kind: 'play', trackId: 'c' },
    ]);
    // Back online: the rest goes, still in order.
    await outbox.flush();
    expect(remote.received).toEqual([
      { kind: 'play', trackId: 'a' },
      { kind: 'play', trackId: 'b' },
      { kind: 'play', trackId: 'c' },
    ]);
  });

  it('a send that throws counts as offline, not as sent', async () => {
    const outbox = createOutbox({ store: memoryOutboxStore(), send: () => Promise.reject(new TypeError('Failed to fetch')), now });
    await outbox.add({ kind: 'like', trackId: 'a' });
    expect(await outbox.flush()).toEqual({ sent: 0, rejected: 0, remaining: 1 });
  });

  it('drops an entry the server rejects for good and goes on', async () => {
    const remote = server(['rejected', 'sent']);
    const outbox = createOutbox({ store: memoryOutboxStore(), send: remote.send, now });
    await outbox.add({ kind: 'like', trackId: 'gone' });
    await outbox.add({ kind: 'like', trackId: 'b' });
    expect(await outbox.flush()).toEqual({ sent: 1, rejected: 1, remaining: 0 });
  });

  it('survives a reload: entries come back from the store', async () => {
    const store = memoryOutboxStore();
    await createOutbox({ store, send: server(['offline']).send, now }).add({ kind: 'like', trackId: 'a' });
    const remote = server();
    const reloaded = createOutbox({ store, send: remote.send, now });
    expect((await reloaded.entries())[0]).toMatchObject({ action: { kind: 'like', trackId: 'a' }, createdAt: '2026-11-24T10:00:00.000Z' });
    await reloaded.flush();
    expect(remote.received).toEqual([{ kind: 'like', trackId: 'a' }]);
  });

  it('one flush at a time: a second call joins the running one, nothing is sent twice', async () => {
    const remote = server();
    const outbox = createOutbox({ store: memoryOutboxStore(), send: remote.send, now });
    await outbox.add({ kind: 'play', trackId: 'a' });
    const [first, second] = await Promise.all([outbox.flush(), outbox.flush()]);
    expect(first).toBe(second);
    expect(remote.received).toHaveLength(1);
  });

  it('an action added during a flush is kept and sent after the earlier ones', async () => {
    const remote = server();
    const outbox = createOutbox({ store: memoryOutboxStore(), send: remote.send, now });
    await outbox.add({ kind: 'play', trackId: 'a' });
    const flushing = outbox.flush();
    await outbox.add({ kind: 'play', trackId: 'b' });
    await flushing;
    await outbox.flush();
    expect(remote.received).toEqual([
      { kind: 'play', trackId: 'a' },
      { kind: 'play', trackId: 'b' },
    ]);
  });

  it('clear (logout) leaves nothing', async () => {
    const outbox = createOutbox({ store: memoryOutboxStore(), send: server().send, now });
    await outbox.add({ kind: 'play', trackId: 'a' });
    await outbox.clear();
    expect(await outbox.entries()).toEqual([]);
  });
});

describe('compactOutbox', () => {
  it('keeps only the last like/unlike of a track and the last heartbeat of the device, everything else in order', () => {
    const entries = [
      entry(1, { kind: 'like', trackId: 'a' }),
      entry(2, { kind: 'heartbeat', deviceId: 'web-1', activity: song('a') }),
      entry(3, { kind: 'play', trackId: 'a' }),
      entry(4, { kind: 'unlike', trackId: 'a' }),
      entry(5, { kind: 'heartbeat', deviceId: 'web-1', activity: song('b') }),
      entry(6, { kind: 'like', trackId: 'b' }),
      entry(7, { kind: 'play', trackId: 'a' }),
    ];
    expect(compactOutbox(entries).map((item) => item.seq)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps a stop made offline over the heartbeat before it: the server learns the device is idle', () => {
    const entries = [entry(1, { kind: 'heartbeat', deviceId: 'web-1', activity: song('a') }), entry(2, { kind: 'play', trackId: 'a' }), entry(3, { kind: 'heartbeat', deviceId: 'web-1', activity: null })];
    expect(compactOutbox(entries).map((item) => item.action)).toEqual([{ kind: 'play', trackId: 'a' }, { kind: 'heartbeat', deviceId: 'web-1', activity: null }]);
  });

  it('keeps every playlist edit (adding then removing is two edits)', () => {
    const entries = [entry(1, { kind: 'playlist.add', playlistId: 'p', trackId: 'a' }), entry(2, { kind: 'playlist.remove', playlistId: 'p', trackId: 'a' })];
    expect(compactOutbox(entries)).toHaveLength(2);
  });
});
