import type { AdminActivity, AdminAuditEntry, AdminCode, AdminDevice, AdminPodcast, AdminStation } from '@tangerine/api';

/** Admin answers shaped like the contract's, for stories and tests. */
export const DEVICE: AdminDevice = {
  id: '4',
  device_id: 'web-1732180000000-k3j9x2ab',
  code_id: '2',
  code_hint: 'ABCD-****-****',
  platform: 'web',
  device_info: 'Chrome on Linux',
  activated_at: '2026-11-24T07:00:00Z',
  last_seen_at: '2026-11-24T07:10:00Z',
  now_playing: { activity_type: 'song', title: 'Neon Rain', artist: 'Nova Lights', album: 'Midnight Drive', since: '2026-11-24T07:09:30Z' },
};

export const IDLE_DEVICE: AdminDevice = { ...DEVICE, id: '5', device_id: 'web-1732180000001-idle0000', now_playing: null, last_seen_at: '2026-11-24T06:40:00Z' };

export const CODES: AdminCode[] = [
  { id: '2', hint: 'ABCD-****-****', plan: 'Premium', status: 'active', expires_at: '2026-12-24T07:00:00Z', device_limit: 3, device_count: 2, note: 'Lisbon office', created_at: '2026-11-24T07:00:00Z', revoked_at: null, devices: [DEVICE, IDLE_DEVICE] },
  { id: '1', hint: 'WXYZ-****-****', plan: 'Premium', status: 'revoked', expires_at: '2026-12-01T07:00:00Z', device_limit: 1, device_count: 0, note: null, created_at: '2026-11-01T07:00:00Z', revoked_at: '2026-11-10T07:00:00Z', devices: [] },
];

export const ACTIVITY: AdminActivity = {
  days: 7,
  plays_per_day: ['11-18', '11-19', '11-20', '11-21', '11-22', '11-23', '11-24'].map((day, i) => ({ day: `2026-${day}`, plays: [12, 30, 18, 44, 25, 9, 31][i] ?? 0 })),
  top_tracks: [
    { id: '1', title: 'Neon Rain', artist: 'Nova Lights', plays: 41 },
    { id: '2', title: 'Slow Tide', artist: 'Harbour', plays: 22 },
  ],
  top_artists: [
    { id: '1', name: 'Nova Lights', plays: 63 },
    { id: '2', name: 'Harbour', plays: 22 },
  ],
  active_devices: 2,
  playing_devices: 1,
};

export const EMPTY_ACTIVITY: AdminActivity = { ...ACTIVITY, plays_per_day: ACTIVITY.plays_per_day.map((d) => ({ ...d, plays: 0 })), top_tracks: [], top_artists: [], active_devices: 0, playing_devices: 0 };

export const AUDIT: AdminAuditEntry[] = [
  { id: '3', at: '2026-11-24T07:12:00Z', actor: 'console (127.0.0.1)', action: 'devices.revoke', target: 'web-1732180000000-k3j9x2ab', detail: 'code ABCD-****-****' },
  { id: '2', at: '2026-11-24T07:05:00Z', actor: 'console (127.0.0.1)', action: 'codes.issue', target: 'ABCD-****-****', detail: '1 code(s), 3 devices' },
  { id: '1', at: '2026-11-24T06:59:00Z', actor: 'cli (admin)', action: 'admin-key.rotate', target: null, detail: null },
];

export const STATIONS: AdminStation[] = [
  { id: '1', name: 'Tangerine Jazz', stream_url: null, description: null, country: null, language: null, genres: ['Jazz'], website: null },
  { id: '7', name: 'Night Jazz', stream_url: 'https://stream.example.com/jazz', description: null, country: 'France', language: 'French', genres: ['Jazz', 'Soul'], website: null },
];

export const PODCASTS: AdminPodcast[] = [{ id: '3', title: 'Admin Show', author: 'Test Author', feed_url: 'https://feeds.example.com/show.xml', episodes: 12 }];
