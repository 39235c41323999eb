import type { AdminDevice } from '@tangerine/api';

/** "2026-11-24 07:10" from an ISO timestamp, in UTC like the server's records. */
export const when = (iso: string | null | undefined): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** "Neon Rain — Nova Lights" or "Nothing". */
export function playing(device: AdminDevice): string {
  const now = device.now_playing;
  if (!now) return 'Nothing';
  return now.artist ? `${now.title} — ${now.artist}` : now.title;
}

/** The message of a failed call (ApiError carries the server's), or null. */
export const failure = (error: unknown): string | null => (error instanceof Error ? error.message : error ? String(error) : null);
