import { readTrack, type Track } from '@tangerine/api';
import { DownloadControl, type DownloadControlProps, type IconButtonSize } from '@tangerine/ui';
import { useDownloadView, useDownloadsHub } from './downloads-context';
import { useOnline } from './use-online';
import { usePrepareDownloads } from './use-prepare-downloads';

export type TrackDownloadProps = Omit<DownloadControlProps, 'size' | 'showNote'>;

/** One track's download as libs/ui's control takes it (status, progress, the three actions), or null without an id. */
export function useTrackDownload(track: Track | null): TrackDownloadProps | null {
  const trackId = track ? readTrack(track).id : null;
  const hub = useDownloadsHub();
  const view = useDownloadView(trackId);
  const online = useOnline();
  if (!track || !trackId) return null;
  const status = !online && (view.status === 'none' || view.status === 'failed') ? 'offline' : view.status;
  return {
    status,
    progress: view.progress,
    error: view.error,
    onDownload: () => hub.download(track, trackId),
    onCancel: () => hub.cancel(trackId),
    onRemove: () => hub.remove(trackId),
  };
}

/** One track's Download control (track page, rows): binds the hub to libs/ui's control. */
export function TrackDownloadControl({ track, size = 'md', showNote = false }: { track: Track; size?: IconButtonSize; showNote?: boolean }) {
  usePrepareDownloads(useDownloadsHub());
  const download = useTrackDownload(track);
  return download ? <DownloadControl {...download} size={size} showNote={showNote} /> : null;
}
