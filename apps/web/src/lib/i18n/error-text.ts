import { i18n, translate, type MessageId } from '@tangerine/ui';

/**
 * The server's stable error codes (the contract's Error `code`) a listener may meet, and their
 * messages. `bad_request` and `not_found` stand for many messages: a call site names its own
 * (`errorText(error, { bad_request: ... })`), else they get a generic one.
 */
const MESSAGE_OF_CODE: Readonly<Record<string, MessageId>> = {
  network_error: 'errors.generic',
  unauthorized: 'errors.sessionExpired',
  invalid_code: 'errors.invalidCode',
  expired_code: 'errors.expiredCode',
  revoked_code: 'errors.revokedCode',
  device_limit: 'errors.deviceLimit',
  rate_limited: 'errors.rateLimited',
  quota_exceeded: 'errors.quotaExceeded',
  unavailable: 'errors.unavailable',
  internal_error: 'errors.internal',
  transcoder_unavailable: 'errors.transcoderMissing',
  payload_too_large: 'errors.fileTooLarge',
  in_another_room: 'errors.inAnotherRoom',
  guest: 'errors.guest',
  invalid_join_code: 'errors.invalidJoinCode',
  device_offline: 'errors.deviceOffline',
  queue_full: 'errors.queueFull',
  not_configured: 'scrobbling.lastFmNotSetUp',
  bad_request: 'errors.badRequest',
  not_found: 'errors.notFound',
  invalid_token: 'errors.invalidToken',
  service_unreachable: 'errors.serviceUnreachable',
  storage_full: 'errors.storageFull',
  storage_read_only: 'errors.storageReadOnly',
  proposals_full: 'errors.proposalsFull',
  stale_queue: 'errors.staleQueue',
};

/** A call site's own message for a code that stands for many (what was refused, what is missing). */
export type ErrorTextOverrides = Partial<Record<'bad_request' | 'not_found', MessageId>>;

/**
 * A failed call's text in the listener's language, by its code. In English the server's text (the
 * spec's English, with its details such as a limit); in any other language never the server's
 * English: the code's message, the call site's, or the generic one for a code the app does not know.
 */
export function errorText(error: { code?: string | undefined; message: string }, overrides: ErrorTextOverrides = {}): string {
  if (i18n.locale === 'en') return error.message;
  const code = error.code ?? '';
  const own = code === 'bad_request' || code === 'not_found' ? overrides[code] : undefined;
  const id = [own, MESSAGE_OF_CODE[code], 'errors.generic' as MessageId].find((candidate) => candidate && candidate in i18n.messages);
  return id ? translate(id) : error.message;
}
