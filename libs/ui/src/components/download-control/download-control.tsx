import { checkIcon, closeIcon, downloadIcon } from '../../icons/glyphs';
import type { IconButtonSize } from '../icon-button/icon-button.styles';
import { IconButton } from '../icon-button/icon-button';
import { useT } from '../../i18n/i18n';
import { StyledDownloadControl, StyledDownloadNote, StyledProgressRing } from './download-control.styles';

/** A download as a control shows it; "offline": not stored here and no network to fetch it. */
export type DownloadControlStatus = 'none' | 'queued' | 'in-progress' | 'stored' | 'failed' | 'offline';

/** The English labels, for tests (the control shows the `download.*` messages). */
export const DOWNLOAD_LABEL = 'Download';
export const REMOVE_DOWNLOAD_LABEL = 'Remove download';
export const CANCEL_DOWNLOAD_LABEL = 'Cancel download';
export const OFFLINE_DOWNLOAD_REASON = 'Downloads need a connection';

export interface DownloadControlProps {
  status: DownloadControlStatus;
  /** 0–1 while the size is known; null or absent draws an empty ring. */
  progress?: number | null;
  /** Why the last attempt failed ("Not enough space on this device"). */
  error?: string | null;
  size?: IconButtonSize;
  /** Show "Downloaded" / the percentage / the error beside the button (pages; rows keep only the button). */
  showNote?: boolean;
  onDownload: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

const RING_RADIUS = 15;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

type Translate = ReturnType<typeof useT>;

function noteOf(t: Translate, status: DownloadControlStatus, progress: number | null, error: string | null): { text: string; tone: 'muted' | 'danger' } | null {
  switch (status) {
    case 'queued':
      return { text: t('download.waiting'), tone: 'muted' };
    case 'in-progress':
      return { text: progress === null ? t('download.downloading') : t('download.percent', { progress: Math.round(progress * 100) / 100 }), tone: 'muted' };
    case 'stored':
      return { text: t('common.downloaded'), tone: 'muted' };
    case 'failed':
      return { text: error || t('download.failed'), tone: 'danger' };
    case 'offline':
      return { text: t('download.offline'), tone: 'muted' };
    default:
      return null;
  }
}

/**
 * The one Download control of rows, the track page, the player bar and album/playlist headers:
 * "Download", then a progress ring with "Cancel download", then "Remove download" with the
 * downloaded mark (orange). Offline, a track that is not stored cannot be fetched: disabled, with the reason.
 */
export function DownloadControl({ status, progress = null, error = null, size = 'md', showNote = false, onDownload, onCancel, onRemove }: DownloadControlProps) {
  const t = useT();
  const note = showNote ? noteOf(t, status, progress, error) : null;
  let button;
  if (status === 'queued' || status === 'in-progress') {
    const shown = status === 'in-progress' && progress !== null ? Math.min(1, Math.max(0, progress)) : 0;
    button = (
      <StyledProgressRing data-download-status={status}>
        <IconButton label={t('download.cancel')} icon={closeIcon} size={size} onClick={onCancel} />
        <svg
          viewBox="0 0 32 32"
          role="progressbar"
          aria-label={t('download.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(status === 'in-progress' && progress !== null ? { 'aria-valuenow': Math.round(shown * 100) } : {})}
          focusable="false"
        >
          <circle cx="16" cy="16" r={RING_RADIUS} />
          <circle cx="16" cy="16" r={RING_RADIUS} strokeDasharray={RING_LENGTH} strokeDashoffset={RING_LENGTH * (1 - shown)} />
        </svg>
      </StyledProgressRing>
    );
  } else if (status === 'stored') {
    button = <IconButton label={t('download.remove')} icon={checkIcon} size={size} active pressed onClick={onRemove} data-download-status={status} />;
  } else {
    button = (
      <IconButton
        label={t('download.download')}
        icon={downloadIcon}
        size={size}
        disabled={status === 'offline'}
        pressed={false}
        onClick={onDownload}
        data-download-status={status}
        {...(status === 'offline' ? { title: t('download.offline') } : {})}
      />
    );
  }
  return (
    <StyledDownloadControl>
      {button}
      {note ? (
        <StyledDownloadNote $tone={note.tone} role={status === 'failed' ? 'alert' : undefined}>
          {note.text}
        </StyledDownloadNote>
      ) : null}
    </StyledDownloadControl>
  );
}
