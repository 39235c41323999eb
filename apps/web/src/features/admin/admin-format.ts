import type { AdminDevice } from '@tangerine/api';
import { translate } from '@tangerine/ui';
import { errorText } from '../../lib/i18n/error-text';

/** "2026-11-24 07:10" from an ISO timestamp, in UTC like the server's records. */
export const when = (iso: string | null | undefined): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** "Neon Rain — Nova Lights" or "Nothing". */
export function playing(device: AdminDevice): string {
  const now = device.now_playing;
  if (!now) return translate('admin.nothing');
  return now.artist ? `${now.title} — ${now.artist}` : now.title;
}

/** The message of a failed call (ApiError carries the server's, translated by its code where the app has one), or null. */
export const failure = (error: unknown): string | null => (error instanceof Error ? errorText(error as Error & { code?: string }) : error ? String(error) : null);
