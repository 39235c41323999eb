export {
  DOWNLOAD_FAILED_MESSAGE,
  NOT_ENOUGH_SPACE_MESSAGE,
  downloadMachine,
  type DownloadContext,
  type DownloadEvent,
  type DownloadFailureReason,
  type DownloadInput,
} from './download-machine.js';
export {
  changeUrgency,
  downloadProgress,
  downloadStatus,
  isUnderway,
  listDownloadStatus,
  progressWorthTelling,
  tracksToFollow,
  type ChangeUrgency,
  type DownloadStatus,
  type ListDownloadStatus,
} from './download-status.js';
export { createServerRecords, type RecordFailure, type ServerRecords, type ServerRecordsPorts } from './server-records.js';
export { createTransferSlots, type TransferSlots } from './transfer-slots.js';
export {
  compactOutbox,
  createOutbox,
  memoryOutboxStore,
  type Outbox,
  type OutboxAction,
  type OutboxActivity,
  type OutboxEntry,
  type OutboxFlushResult,
  type OutboxPorts,
  type OutboxSendResult,
  type OutboxStore,
} from './outbox.js';
export {
  createQuotaGate,
  fitsInQuota,
  formatBytes,
  formatStorageSummary,
  summarizeStorage,
  type StorageEstimateAnswer,
  type StorageSummary,
  type StoredTrackSize,
} from './storage-accounting.js';
export {
  LIVE_OFFLINE_REASON,
  NEEDS_CONNECTION_REASON,
  NOT_DOWNLOADED_REASON,
  offlineReason,
  storedAlbums,
  storedCountText,
  storedLists,
  type DownloadedList,
  type QueueEntryFacts,
  type StoredAlbum,
  type StoredList,
  type StoredTrackFacts,
} from './offline-library.js';
