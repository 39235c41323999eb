/**
 * Errors that mean "the database cannot answer right now" (PostgreSQL down, restarting or out of
 * connections; SQLite locked past its busy timeout): the request may succeed later, so the answer is
 * 503 with Retry-After rather than 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 08: connection exceptions; 57P01-57P03: admin/crash shutdown, cannot connect now; 53300: too many connections.
const POSTGRES_STATES = /^(08\w{3}|57P0[123]|53300)$/;
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || code === 'SQLITE_BUSY')) return true;
  return typeof message === 'string' && PG_MESSAGES.test(message);
}

/** Seconds a client should wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Storage that refuses writes while the database still answers: full (PostgreSQL 53100 disk_full,
 * SQLite SQLITE_FULL) or read-only (PostgreSQL 25006, e.g. a standby or default_transaction_read_only;
 * SQLite SQLITE_READONLY). The statement failed and its transaction rolled back: nothing was saved.
 */
export function storageRefusal(error: unknown): { code: 'storage_full' | 'storage_read_only'; message: string } | null {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return null;
  if (code === '53100' || code === 'SQLITE_FULL' || code === 'ENOSPC') return { code: 'storage_full', message: "The server's storage is full, so nothing was saved. Please try again later." };
  if (code === '25006' || code.startsWith('SQLITE_READONLY')) return { code: 'storage_read_only', message: "The server's storage is read-only at the moment, so nothing was saved. Please try again later." };
  return null;
}
