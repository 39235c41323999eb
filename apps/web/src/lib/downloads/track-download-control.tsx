import { readTrack, type Track } from '@tangerine/api';
import { DownloadControl, type IconButtonSize } from '@tangerine/ui';
import { useDownloadView, useDownloadsHub } from './downloads-context';
import { useOnline } from './use-online';

/** One track's Download control (track page, player bar, rows): binds the hub to libs/ui's control. */
export function TrackDownloadControl({ track, size = 'md', showNote = false }: { track: Track; size?: IconButtonSize; showNote?: boolean }) {
  const trackId = readTrack(track).id;
  const hub = useDownloadsHub();
  const view = useDownloadView(trackId);
  const online = useOnline();
  if (!trackId) return null;
  const status = !online && (view.status === 'none' || view.status === 'failed') ? 'offline' : view.status;
  return (
    <DownloadControl
      status={status}
      progress={view.progress}
      error={view.error}
      size={size}
      showNote={showNote}
      onDownload={() => hub.download(track, trackId)}
      onCancel={() => hub.cancel(trackId)}
      onRemove={() => hub.remove(trackId)}
    />
  );
}
