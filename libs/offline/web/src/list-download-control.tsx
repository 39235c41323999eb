import { readTrack, type Track } from '@tangerine/api';
import { DownloadControl } from '@tangerine/ui';
import { tracksToFollow } from '@tangerine/offline-machine';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { markDownloadStep } from './download-marks';
import { useDownloadStatuses, useDownloadsHub } from './downloads-context';
import { isListFollowed, rememberListContents, setListFollowed } from './followed-lists';
import { useOnline } from './use-online';
import { usePrepareDownloads } from './use-prepare-downloads';

/**
 * An album's or playlist's toggle beside Play: "Download" queues every track, "Remove download"
 * removes them all. A downloaded list keeps following: a track added to it later is downloaded too
 * (when the list is shown with the network on). Its title and tracks are remembered for the offline screens.
 */
export function ListDownloadControl({ listId, title, tracks }: { listId: string; title: string; tracks: readonly Track[] }) {
  const hub = useDownloadsHub();
  usePrepareDownloads(hub);
  // Statuses only: the toggle counts stored tracks, so a transfer's progress does not re-render it.
  const { statuses: statusById, ready } = useDownloadStatuses();
  const statusOf = (id: string) => statusById.get(id) ?? 'none';
  // The machine's statuses as far as following a list cares: a track under way is neither missing nor failed.
  const followStatusOf = (id: string) => {
    const status = statusOf(id);
    return status === 'busy' ? 'queued' : status;
  };
  const online = useOnline();
  const [followed, setFollowed] = useState(() => isListFollowed(listId));
  const withIds = tracks.map((track) => ({ track, id: readTrack(track).id })).filter((item): item is { track: Track; id: string } => item.id !== null);
  const statuses = withIds.map((item) => statusOf(item.id));
  const missing = tracksToFollow(
    withIds.map((item) => item.id),
    followStatusOf,
  ).filter((id) => statusOf(id) === 'none');

  useEffect(() => {
    if (followed && online) rememberListContents({ listId, title, trackIds: withIds.map((item) => item.id) });
    if (!followed || !online || !ready) return;
    for (const item of withIds) if (missing.includes(item.id)) hub.download(item.track, item.id);
  });

  const stored = statuses.filter((item) => item === 'stored').length;
  const busy = statuses.includes('busy');
  const status = stored === withIds.length ? 'stored' : busy ? 'in-progress' : !online ? 'offline' : 'none';
  // Committed, before the frame that paints it: the download bench reads when the list reads "Remove download".
  const shown = withIds.length > 0;
  useLayoutEffect(() => {
    if (shown) markDownloadStep('shown');
  }, [status, shown]);
  if (withIds.length === 0) return null;
  const follow = (next: boolean) => {
    setListFollowed(listId, next);
    // Following again re-renders with the next task, so a click hands its tracks over first; a render before it only follows later (a stop is at once).
    if (next) startTransition(() => setFollowed(true));
    else setFollowed(false);
  };
  return (
    <DownloadControl
      status={status}
      progress={busy ? stored / withIds.length : null}
      showNote
      onDownload={() => {
        withIds.forEach((item) => hub.download(item.track, item.id));
        follow(true);
      }}
      onCancel={() => {
        follow(false);
        withIds.forEach((item) => hub.cancel(item.id));
      }}
      onRemove={() => {
        follow(false);
        withIds.forEach((item) => hub.remove(item.id));
      }}
    />
  );
}
