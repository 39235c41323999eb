import type { SnapshotFrom } from 'xstate';
import type { downloadMachine } from './download-machine.js';

/** What a Download control shows for one track ("none": not on this device, nothing under way). */
export type DownloadStatus = 'none' | 'queued' | 'in-progress' | 'stored' | 'failed';

type DownloadSnapshot = SnapshotFrom<typeof downloadMachine>;

/** Queued or transferring: a download not yet stored, failed or cancelled. */
export const isUnderway = (status: DownloadStatus) => status === 'queued' || status === 'in-progress';

/** The control's status from a download's snapshot (a cancelled or removed download shows as none). */
export function downloadStatus(snapshot: DownloadSnapshot | null | undefined): DownloadStatus {
  if (!snapshot || snapshot.status === 'done') return 'none';
  if (snapshot.hasTag('queued')) return 'queued';
  if (snapshot.hasTag('in-progress')) return 'in-progress';
  if (snapshot.hasTag('stored')) return 'stored';
  if (snapshot.hasTag('failed')) return 'failed';
  return 'none';
}

/** 0–1 while the size is known, null while it is not (the control shows an indeterminate ring). */
export function downloadProgress(snapshot: DownloadSnapshot | null | undefined): number | null {
  if (!snapshot || !snapshot.hasTag('in-progress')) return null;
  const { receivedBytes, totalBytes } = snapshot.context;
  if (!totalBytes || totalBytes <= 0) return null;
  return Math.min(1, receivedBytes / totalBytes);
}

/** An album's or playlist's toggle: stored once every track is, busy while any is under way. */
export type ListDownloadStatus = 'none' | 'in-progress' | 'stored';

export function listDownloadStatus(statuses: readonly DownloadStatus[]): ListDownloadStatus {
  if (statuses.length === 0) return 'none';
  if (statuses.every((status) => status === 'stored')) return 'stored';
  if (statuses.some(isUnderway)) return 'in-progress';
  return 'none';
}

/** A transfer's progress is told in steps of this fraction of its size: the ring shows no finer, and each step costs a render. */
export const PROGRESS_STEP = 0.02;
/** While the size is unknown, every this many bytes. */
export const UNKNOWN_SIZE_PROGRESS_BYTES = 256 * 1024;

/**
 * Whether a transfer that has received `receivedBytes` (of `totalBytes`, when known) should tell its
 * progress, having last told `reportedBytes`: once per step, not at each network chunk.
 */
export function progressWorthTelling(reportedBytes: number, receivedBytes: number, totalBytes: number | null): boolean {
  if (receivedBytes <= reportedBytes) return false;
  if (!totalBytes || totalBytes <= 0) return Math.floor(receivedBytes / UNKNOWN_SIZE_PROGRESS_BYTES) > Math.floor(reportedBytes / UNKNOWN_SIZE_PROGRESS_BYTES);
  if (receivedBytes >= totalBytes) return true;
  const step = (bytes: number) => Math.floor(bytes / (totalBytes * PROGRESS_STEP));
  return step(receivedBytes) > step(reportedBytes);
}

/**
 * A downloaded album or playlist keeps following its list: the tracks of the list not yet stored or
 * under way, in list order (a track added to a downloaded playlist is downloaded too).
 */
export function tracksToFollow(listTrackIds: readonly string[], statusOf: (trackId: string) => DownloadStatus): string[] {
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const trackId of listTrackIds) {
    if (seen.has(trackId)) continue;
    seen.add(trackId);
    const status = statusOf(trackId);
    if (status === 'none' || status === 'failed') missing.push(trackId);
  }
  return missing;
}

/** How soon the screens hear of a change of the downloads: at once (the next task), or with the next progress tick. */
export type ChangeUrgency = 'now' | 'later';

/**
 * A download that begins (the listener's click), the last one that ends, a failure, a cancel or a
 * removal is shown at once; progress and a list's tracks moving on (started, stored while others still
 * run) can wait for the next tick, so a list's transfers do not cost a render each frame.
 */
export function changeUrgency(previous: ReadonlyMap<string, DownloadStatus>, next: ReadonlyMap<string, DownloadStatus>): ChangeUrgency {
  if (previous === next) return 'later';
  const anyUnderway = (statuses: ReadonlyMap<string, DownloadStatus>) => [...statuses.values()].some(isUnderway);
  if (anyUnderway(previous) !== anyUnderway(next)) return 'now';
  for (const trackId of previous.keys()) if (!next.has(trackId)) return 'now';
  for (const [trackId, status] of next) {
    const before = previous.get(trackId) ?? 'none';
    if (status === before) continue;
    const movingOn = (before === 'queued' && status === 'in-progress') || (before === 'in-progress' && status === 'stored');
    if (!movingOn) return 'now';
  }
  return 'later';
}
