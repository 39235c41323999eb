import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerTrack } from '@tangerine/player-machine';
import { selectTargetName } from '@tangerine/connect-machine';
import { playQueueQueries } from '../../api/play-queue-queries';
import { trackToPlayerItem } from '@tangerine/player-web';
import { useConnectService, useRemoteSnapshot } from '@tangerine/connect-web';

export interface RemoteQueue {
  /** The device this one controls. */
  deviceName: string;
  tracks: PlayerTrack[];
  currentIndex: number;
  /** The listener's last edit lost to another device's: the queue shown was read again. */
  changedElsewhere: boolean;
  /** Plays the row at `index` there. */
  play(index: number): void;
  /** Removes the row at `index` there (not the current one). */
  remove(index: number): void;
  dismissNotice(): void;
}

/**
 * While this device is a remote: the queue of the device it controls (the code's saved queue, which
 * that device keeps) and edits that act there, each naming the version it was made on. Null when
 * this device is not a remote, or before the queue is read.
 */
export function useRemoteQueue(): RemoteQueue | null {
  const service = useConnectService();
  const snapshot = useRemoteSnapshot();
  const remote = snapshot?.hasTag('remote') ?? false;
  const state = snapshot?.context.remoteState ?? null;
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...playQueueQueries.saved(), enabled: remote });

  // The target reports another queue version or song: read the queue again (the first look fetches by itself).
  const seen = useRef<string | null>(null);
  const mark = `${state?.queueVersion ?? ''}|${state?.trackId ?? ''}`;
  useEffect(() => {
    if (remote && seen.current !== null && seen.current !== mark) void queryClient.invalidateQueries({ queryKey: playQueueQueries.all() });
    seen.current = mark;
  }, [mark, remote, queryClient]);
  // An edit that lost to another device's (409 stale_queue): read it again.
  useEffect(() => service?.subscribeQueue(() => void queryClient.invalidateQueries({ queryKey: playQueueQueries.all() })), [service, queryClient]);

  const { tracks, currentIndex } = useMemo(() => {
    const items = (data?.tracks ?? []).map((track, index) => ({ item: trackToPlayerItem(track), current: index === data?.current_index }));
    const kept = items.filter((entry): entry is { item: PlayerTrack; current: boolean } => entry.item !== null);
    return { tracks: kept.map((entry) => entry.item), currentIndex: Math.max(0, kept.findIndex((entry) => entry.current)) };
  }, [data]);
  if (!remote || !service || !snapshot || !data) return null;
  const ids = tracks.map((t) => t.id);
  const edit = (trackIds: string[], index: number) => service.actor.send({ type: 'control.queue', trackIds, currentIndex: index, queueVersion: data.version ?? 0 });
  return {
    deviceName: selectTargetName(snapshot) ?? 'another device',
    tracks,
    currentIndex,
    changedElsewhere: snapshot.context.notice === 'queueChanged',
    play: (index) => edit(ids, index),
    remove: (index) => {
      if (index === currentIndex || index < 0 || index >= ids.length) return;
      edit(
        ids.filter((_, i) => i !== index),
        index < currentIndex ? currentIndex - 1 : currentIndex,
      );
    },
    dismissNotice: () => service.actor.send({ type: 'notice.dismiss' }),
  };
}
