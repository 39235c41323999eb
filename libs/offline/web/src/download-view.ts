import type { StoredTrack } from './device-store';

/** What a control shows for one track (the lib's statuses, without importing the machine). */
export type DownloadViewStatus = 'none' | 'queued' | 'in-progress' | 'stored' | 'failed';

export interface DownloadView {
  status: DownloadViewStatus;
  progress: number | null;
  error: string | null;
}

export const NO_DOWNLOAD: DownloadView = { status: 'none', progress: null, error: null };

export interface DownloadsSnapshot {
  /** Downloads under way, failed or stored, by track id. */
  views: ReadonlyMap<string, DownloadView>;
  /** What is stored on this device, latest first. */
  stored: readonly StoredTrack[];
  /** False until the stored list has been read once. */
  ready: boolean;
}

export const EMPTY_DOWNLOADS: DownloadsSnapshot = { views: new Map(), stored: [], ready: false };

/** Each track's status alone: what lists show, unchanged while a transfer only makes progress. */
export interface DownloadStatuses {
  statuses: ReadonlyMap<string, DownloadViewStatus>;
  ready: boolean;
}

export const EMPTY_STATUSES: DownloadStatuses = { statuses: new Map(), ready: false };

/** The statuses of a snapshot, or `previous` itself when none changed (so lists skip a render per received chunk). */
export function statusesOf(snapshot: DownloadsSnapshot, previous: DownloadStatuses): DownloadStatuses {
  const { views, ready } = snapshot;
  const same =
    ready === previous.ready &&
    views.size === previous.statuses.size &&
    [...views].every(([trackId, view]) => previous.statuses.get(trackId) === view.status);
  return same ? previous : { statuses: new Map([...views].map(([trackId, view]) => [trackId, view.status])), ready };
}
