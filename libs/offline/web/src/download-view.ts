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

/** What a list shows of a track: queued and in progress are one (under way: "busy"). */
export type ListStatus = 'none' | 'busy' | 'stored' | 'failed';

export const listStatusOf = (status: DownloadViewStatus): ListStatus => (status === 'queued' || status === 'in-progress' ? 'busy' : status);

/**
 * Each track's list status alone: unchanged while a transfer only makes progress, or goes from queued
 * to in progress, so a list's toggle and table re-render only when a track starts, ends or fails.
 */
export interface DownloadStatuses {
  statuses: ReadonlyMap<string, ListStatus>;
  ready: boolean;
}

export const EMPTY_STATUSES: DownloadStatuses = { statuses: new Map(), ready: false };

/** The list statuses of a snapshot, or `previous` itself when none changed (so lists skip a render per received chunk or started transfer). */
export function statusesOf(snapshot: DownloadsSnapshot, previous: DownloadStatuses): DownloadStatuses {
  const { views, ready } = snapshot;
  const same =
    ready === previous.ready &&
    views.size === previous.statuses.size &&
    [...views].every(([trackId, view]) => previous.statuses.get(trackId) === listStatusOf(view.status));
  return same ? previous : { statuses: new Map([...views].map(([trackId, view]) => [trackId, listStatusOf(view.status)])), ready };
}
