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
