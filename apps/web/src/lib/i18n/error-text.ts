import { i18n, translate, type MessageId } from '@tangerine/ui';

/**
 * The server's stable error codes (the contract's Error `code`) a listener may meet, and their
 * messages. Codes that stand for many different messages (`bad_request`, `not_found`) keep the
 * server's own text.
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
};

/**
 * A failed call's text in the listener's language, by its code; in English, and for a code without
 * a message of its own, the server's text (the spec's English, with its details such as a limit).
 */
export function errorText(error: { code?: string | undefined; message: string }): string {
  const id = error.code ? MESSAGE_OF_CODE[error.code] : undefined;
  if (!id || i18n.locale === 'en' || !(id in i18n.messages)) return error.message;
  return translate(id);
}
