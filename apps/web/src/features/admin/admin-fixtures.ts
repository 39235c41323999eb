import type { AdminActivity, AdminAuditEntry, AdminCatalogueItem, AdminCatalogueKind, AdminCode, AdminDevice, AdminImportJob, AdminImportStatus, AdminLibrary, AdminLibraryList, AdminLibraryPlaylistFile, AdminLibraryProblems, AdminPodcast, AdminStation } from '@tangerine/api';

/** Admin answers shaped like the contract's, for stories and tests. */
export const DEVICE: AdminDevice = {
  id: '4',
  device_id: 'web-1732180000000-k3j9x2ab',
  name: 'Chrome on Linux',
  code_id: '2',
  code_hint: 'ABCD-****-****',
  platform: 'web',
  device_info: 'Chrome on Linux',
  activated_at: '2026-11-24T07:00:00Z',
  last_seen_at: '2026-11-24T07:10:00Z',
  now_playing: { activity_type: 'song', title: 'Neon Rain', artist: 'Nova Lights', album: 'Midnight Drive', since: '2026-11-24T07:09:30Z' },
};

export const IDLE_DEVICE: AdminDevice = { ...DEVICE, id: '5', device_id: 'web-1732180000001-idle0000', name: 'Firefox on Android', now_playing: null, last_seen_at: '2026-11-24T06:40:00Z' };

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

const ROOTS = ['/srv/music'];
const JOB: AdminImportJob = { id: '1', folder: '/srv/music/Aurora Lane', state: 'running', started_at: '2026-11-24T07:20:00Z', finished_at: null, done: 12, total: 40, file: 'First Light/03 Noon.mp3', report: null, error: null };
export const IMPORT_IDLE: AdminImportStatus = { roots: ROOTS, job: null };
export const IMPORT_RUNNING: AdminImportStatus = { roots: ROOTS, job: JOB };
export const IMPORT_DONE: AdminImportStatus = {
  roots: ROOTS,
  job: {
    ...JOB,
    state: 'done',
    finished_at: '2026-11-24T07:21:00Z',
    done: 40,
    file: null,
    report: { files: 40, added: 37, updated: 1, unchanged: 0, skipped: [{ file: 'Loose/broken.flac', reason: 'FLAC header not found' }, { file: 'Loose/empty.mp3', reason: 'no playable audio found' }], artists_created: 3, albums_created: 4 },
  },
};
export const IMPORT_FAILED: AdminImportStatus = { roots: ROOTS, job: { ...JOB, state: 'failed', finished_at: '2026-11-24T07:20:30Z', file: null, error: 'The service is unavailable. Please try again later.' } };

const item = (kind: AdminCatalogueKind, id: string, title: string, more: Partial<AdminCatalogueItem> = {}): AdminCatalogueItem => ({ kind, id, title, artist: null, album: null, genres: [], year: null, description: null, has_artwork: false, count: null, ...more });
export const CATALOGUE: Record<AdminCatalogueKind, AdminCatalogueItem[]> = {
  album: [item('album', '4', 'Midnight Drive', { artist: 'Nova Lights', genres: ['Synthwave'], year: 2024, description: 'Night-time synthwave.', has_artwork: true, count: 9 }), item('album', '3', 'Slow Tide', { artist: 'Harbour', genres: ['Ambient'], year: 2019, count: 7 })],
  artist: [item('artist', '2', 'Nova Lights', { genres: ['Synthwave', 'Electronic'], description: 'A duo from Lisbon.', has_artwork: true, count: 2 })],
  track: [item('track', '11', 'Neon Rain', { artist: 'Nova Lights', album: 'Midnight Drive', genres: ['Synthwave'], year: 2024 }), item('track', '12', 'Harbour Lights', { artist: 'Nova Lights', album: 'Midnight Drive', year: 2024 }), item('track', '20', 'Slow Tide', { artist: 'Harbour', album: 'Slow Tide', year: 2019 })],
  playlist: [item('playlist', '5', 'Night Shift', { description: 'Slow pulses for late hours.', has_artwork: true, count: 2 })],
};

export const LIBRARY: AdminLibrary = {
  id: '1',
  name: 'Home music',
  path: '/srv/music/Home',
  files: 1204,
  tracks: 1198,
  skipped: 6,
  scanned_at: '2026-11-24T07:30:00Z',
  last_scan: { files: 1204, tracks: 1198, skipped: 8, added: 3, updated: 0, moved: 1, removed: 2, seconds: 2.4 },
};
export const NEW_LIBRARY: AdminLibrary = { id: '2', name: 'Vinyl rips', path: '/srv/music/Vinyl', files: 0, tracks: 0, skipped: 0, scanned_at: null, last_scan: null };
export const LIBRARIES: AdminLibraryList = { libraries: [LIBRARY, NEW_LIBRARY], roots: ROOTS, scan: null, ffmpeg: true };
export const LIBRARIES_SCANNING: AdminLibraryList = { ...LIBRARIES, scan: { library_id: '2', full: false, done: 140, total: 512, file: 'Side A/03 Blue Room.flac' } };
export const OFFERED_PLAYLIST_FILE: AdminLibraryPlaylistFile = { id: '4', path: 'Mixes/Road trip.m3u8', status: 'offered', playlist_id: null, report: null };
export const IMPORTED_PLAYLIST_FILE: AdminLibraryPlaylistFile = {
  ...OFFERED_PLAYLIST_FILE,
  status: 'imported',
  playlist_id: '31',
  report: { entries: 3, matched: 2, unmatched: [{ line: 6, location: '../../Elsewhere/song.mp3', reason: 'The path leaves the library folder' }] },
};
export const LIBRARY_PLAYLIST_FILES: AdminLibraryPlaylistFile[] = [OFFERED_PLAYLIST_FILE, { id: '5', path: 'Old/party.pls', status: 'ignored', playlist_id: null, report: null }];
export const LIBRARY_PROBLEMS: AdminLibraryProblems = {
  skipped: [
    { file: 'Loose/booklet.pdf', reason: 'unsupported: .pdf files are not audio' },
    { file: 'Loose/broken.mp3', reason: 'unreadable: no audio found in the file' },
  ],
  skipped_total: 2,
  missing: [{ track_id: '88', title: 'Gone Song', file: 'Old/gone.mp3', codec: 'MPEG 1 Layer 3' }],
  missing_total: 1,
  needs_ffmpeg: [{ track_id: '90', title: 'Lossless Apple', file: 'Apple/01.m4a', codec: 'ALAC' }],
  needs_ffmpeg_total: 1,
  ffmpeg: false,
};
