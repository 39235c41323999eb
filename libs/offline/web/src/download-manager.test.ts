import type { Track } from '@tangerine/api';
import { createServerRecords } from '@tangerine/offline-machine';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceStore } from './device-store';
import { createDownloadManager } from './download-manager';
import type { TransferTrack } from './track-transfer';
import { memoryCaches } from './test-support/memory-caches';

function managerWith(audioUrl: (track: Track) => string | Promise<string>) {
  const transfer = vi.fn<TransferTrack>(() => new Promise(() => undefined));
  const manager = createDownloadManager(
    {
      store: createDeviceStore(memoryCaches().storage, { audio: () => null, artwork: () => null }),
      transfer,
      audioUrl,
      artworkUrl: () => null,
      records: createServerRecords({ record: async () => undefined, unrecord: async () => undefined, refresh: async () => undefined, failureOf: () => 'drop' }),
      now: () => new Date('2026-11-29T06:00:00.000Z'),
      onChange: () => undefined,
    },
    [],
  );
  return { manager, transfer };
}

const song = (id: string) => ({ id, title: id }) as unknown as Track;

describe('createDownloadManager', () => {
  it("hands a track whose address is at hand to the transfer within the download's own call, before the next track is queued", () => {
    const { manager, transfer } = managerWith((track) => `/api/v1/media/audio/${track.id}`);
    manager.download(song('trk-1'), 'trk-1');
    expect(transfer).toHaveBeenCalledTimes(1);
    manager.download(song('trk-2'), 'trk-2');
    expect(transfer.mock.calls.map(([request]) => request.audioUrl)).toEqual(['/api/v1/media/audio/trk-1', '/api/v1/media/audio/trk-2']);
  });

  it('waits for an address that needs a call', async () => {
    const { manager, transfer } = managerWith(async (track) => `/api/v1/media/audio/${track.id}?fresh`);
    manager.download(song('trk-1'), 'trk-1');
    expect(transfer).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(transfer).toHaveBeenCalledTimes(1));
    expect(transfer.mock.calls[0]?.[0].audioUrl).toBe('/api/v1/media/audio/trk-1?fresh');
  });
});
