import type { DownloadFailureReason } from '@tangerine/offline-machine';

/** What a cancelled transfer rejects with. */
export const cancelledError = () => new DOMException('Cancelled', 'AbortError');

export class TransferFailure extends Error {
  constructor(readonly reason: DownloadFailureReason, message?: string) {
    super(message);
  }
}

export interface TransferFailureInfo {
  reason: DownloadFailureReason;
  message?: string;
}

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Why a transfer failed, as the download machine hears it (a worker sends this across, not the error). */
export function transferFailureOf(error: unknown): TransferFailureInfo {
  if (error instanceof TransferFailure) return { reason: error.reason, ...(error.message ? { message: error.message } : {}) };
  if (isQuotaError(error)) return { reason: 'quota' };
  if (error instanceof TypeError) return { reason: 'network', message: 'The download failed: no connection' };
  console.error('The download failed', error);
  return { reason: 'network' };
}
