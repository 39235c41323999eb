import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { PlayerTrack } from '@tangerine/player-machine';
import { selectTargetName } from '@tangerine/connect-machine';
import type { PlayQueueAnswer } from './connect-calls';
import { useConnectService, useRemoteSnapshot } from './connect-store';
import type { ToPlayerTrack } from './player-port';

/** What the remote queue reads through, from the app: its query factory for the saved queue, and the track converter. */
export interface RemoteQueuePorts<Data extends PlayQueueAnswer | undefined, Failure, Key extends QueryKey> {
  queries: {
    /** The key every saved-queue query starts with: read again when the target moves on. */
    all(): QueryKey;
    saved(): UseQueryOptions<Data, Failure, Data, Key>;
  };
  toPlayerTrack: ToPlayerTrack;
}

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
export function useRemoteQueue<Data extends PlayQueueAnswer | undefined, Failure, Key extends QueryKey>({ queries, toPlayerTrack }: RemoteQueuePorts<Data, Failure, Key>): RemoteQueue | null {
  const service = useConnectService();
  const snapshot = useRemoteSnapshot();
  const remote = snapshot?.hasTag('remote') ?? false;
  const state = snapshot?.context.remoteState ?? null;
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...queries.saved(), enabled: remote });

  // The target reports another queue version or song: read the queue again (the first look fetches by itself).
  const seen = useRef<string | null>(null);
  const mark = `${state?.queueVersion ?? ''}|${state?.trackId ?? ''}`;
  useEffect(() => {
    if (remote && seen.current !== null && seen.current !== mark) void queryClient.invalidateQueries({ queryKey: queries.all() });
    seen.current = mark;
  }, [mark, remote, queryClient, queries]);
  // An edit that lost to another device's (409 stale_queue): read it again.
  useEffect(() => service?.subscribeQueue(() => void queryClient.invalidateQueries({ queryKey: queries.all() })), [service, queryClient, queries]);

  const { tracks, currentIndex } = useMemo(() => {
    const items = (data?.tracks ?? []).map((track, index) => ({ item: toPlayerTrack(track), current: index === data?.current_index }));
    const kept = items.filter((entry): entry is { item: PlayerTrack; current: boolean } => entry.item !== null);
    return { tracks: kept.map((entry) => entry.item), currentIndex: Math.max(0, kept.findIndex((entry) => entry.current)) };
  }, [data, toPlayerTrack]);
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
