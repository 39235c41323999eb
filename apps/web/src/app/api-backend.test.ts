// @vitest-environment node
import type { ApiClient } from '@tangerine/api';
import type { OutboxAction } from '@tangerine/offline-machine';
import type { PlayerTrack } from '@tangerine/player-machine';
import { describe, expect, it, vi } from 'vitest';
import { createApiBackend } from './api-backend';

const song = { kind: 'song', id: 'tr_1', title: 'Neon Rain', artistName: 'Nova', albumTitle: null, artworkUrl: null } as unknown as PlayerTrack;
const episode = { kind: 'episode', id: 'ep_1', episodeId: 'ep_1', podcastId: 'po_1', title: 'Pilot', artistName: 'Mara Quinn', albumTitle: null, artworkUrl: null } as unknown as PlayerTrack;
const payload = { activityType: 'song' as const, contentId: 'tr_1', title: 'Neon Rain', artist: 'Nova', album: null, artworkUrl: null };

function setup(online: boolean, recorded: { id: string; play_count: number } | null = null) {
  const activity = {
    recordTrackPlay: vi.fn(async () => recorded),
    countTrackPlay: vi.fn(async () => null),
    countEpisodePlay: vi.fn(async () => null),
    heartbeat: vi.fn(async () => null),
    stopActivity: vi.fn(async () => true),
  };
  const queued: OutboxAction[] = [];
  const played = vi.fn();
  const backend = createApiBackend({ activity } as unknown as ApiClient, { isOnline: () => online, queue: async (action) => void queued.push(action) }, played);
  return { backend, activity, queued, played };
}

describe('the API backend offline', () => {
  it('puts a song play, the heartbeats and a stop in the outbox, calling nothing', async () => {
    const { backend, activity, queued } = setup(false);
    await backend.reportPlay(song);
    await backend.heartbeat('web-1', payload);
    await backend.stopActivity('web-1');
    expect(queued).toEqual([
      { kind: 'play', trackId: 'tr_1' },
      { kind: 'heartbeat', deviceId: 'web-1', activity: payload },
      { kind: 'heartbeat', deviceId: 'web-1', activity: null },
    ]);
    expect(Object.values(activity).every((call) => call.mock.calls.length === 0)).toBe(true);
  });

  it("puts an episode's play count in the outbox like a song's, under its podcast", async () => {
    const { backend, activity, queued } = setup(false);
    await backend.reportPlay(episode);
    expect(queued).toEqual([{ kind: 'episode.play', podcastId: 'po_1', episodeId: 'ep_1' }]);
    expect(activity.countEpisodePlay).not.toHaveBeenCalled();
  });

  it("online, counts an episode's play through the API", async () => {
    const { backend, activity, queued } = setup(true);
    await backend.reportPlay(episode);
    expect(activity.countEpisodePlay).toHaveBeenCalledWith('po_1', 'ep_1');
    expect(queued).toEqual([]);
  });

  it('online, calls the API and queues nothing', async () => {
    const { backend, activity, queued } = setup(true);
    await backend.reportPlay(song);
    await backend.heartbeat('web-1', payload);
    await backend.stopActivity('web-1');
    expect(activity.recordTrackPlay).toHaveBeenCalledWith({ track_id: 'tr_1' });
    expect(activity.countTrackPlay).toHaveBeenCalledWith('tr_1');
    expect(activity.heartbeat).toHaveBeenCalledWith('web-1', payload);
    expect(activity.stopActivity).toHaveBeenCalledWith('web-1');
    expect(queued).toEqual([]);
  });

  it('tells the app of a song play the server recorded, so recently played refreshes, and not of one it did not', async () => {
    const counted = setup(true, { id: 'tr_1', play_count: 2 });
    await counted.backend.reportPlay(song);
    expect(counted.played).toHaveBeenCalledWith(song);
    const failed = setup(true, null);
    await failed.backend.reportPlay(song);
    expect(failed.played).not.toHaveBeenCalled();
    const offline = setup(false, { id: 'tr_1', play_count: 2 });
    await offline.backend.reportPlay(song);
    expect(offline.played).not.toHaveBeenCalled();
  });
});
