/** The admin services' models in the contract's snake_case shapes. */
import type { DeviceSummary } from '../auth/code-service.js';
import type { AdminCode } from '../admin/codes-admin.js';
import type { AdminStation } from '../admin/radio-admin.js';
import type { PodcastImportResult } from '../content/import/podcast-import.js';
import type { components } from '../contract.js';
import { deviceName } from '../connect/device-name.js';

type Schemas = components['schemas'];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function deviceJson(d: DeviceSummary): Schemas['AdminDevice'] {
  const playing = d.nowPlaying;
  return {
    id: String(d.id),
    device_id: d.deviceId,
    name: deviceName(d.deviceInfo),
    code_id: String(d.codeId),
    code_hint: d.codeHint,
    platform: d.platform,
    device_info: d.deviceInfo,
    activated_at: d.activatedAt,
    last_seen_at: d.lastSeenAt,
    now_playing: playing && typeof playing['title'] === 'string' ? { activity_type: text(playing['activityType']) ?? 'song', title: playing['title'], artist: text(playing['artist']), album: text(playing['album']), since: d.nowPlayingAt } : null,
  };
}

export const codeJson = (c: AdminCode): Schemas['AdminCode'] => ({
  id: String(c.id),
  hint: c.hint,
  plan: c.plan,
  status: c.status,
  expires_at: c.expiresAt,
  device_limit: c.deviceLimit,
  device_count: c.devices,
  note: c.note,
  created_at: c.createdAt,
  revoked_at: c.revokedAt,
  devices: c.deviceList.map(deviceJson),
});

export const stationJson = (s: AdminStation): Schemas['AdminStation'] => ({
  id: String(s.id),
  name: s.name,
  stream_url: s.streamUrl,
  description: s.description,
  country: s.country,
  language: s.language,
  genres: s.genres,
  website: s.website,
});

export const podcastReportJson = (r: PodcastImportResult): Schemas['AdminPodcastReport'] => ({ podcast_id: String(r.podcastId), title: r.title, created: r.created, added: r.added, updated: r.updated, skipped: r.skipped });
