// Over 300 lines on purpose: the one Database interface Kysely types every query with, one row type per table.
import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Row types of every table. Timestamps are ISO-8601 UTC strings (they sort and compare the same on
 * both databases); JSON columns (genres, socials, activity) are text holding JSON; flags are 0/1.
 */
type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface MediaFilesTable {
  id: Id;
  /** 'audio' or 'artwork'. */
  kind: string;
  /** Path relative to the data directory; never taken from a request. */
  path: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

export interface ArtistsTable {
  id: Id;
  name: string;
  bio: string | null;
  image_file_id: number | null;
  /** JSON array of strings. */
  genres: string;
  /** JSON object: network name → https link. */
  socials: string;
  created_at: CreatedAt;
}

export interface AlbumsTable {
  id: Id;
  title: string;
  artist_id: number;
  year: number | null;
  description: string | null;
  artwork_file_id: number | null;
  genres: string;
  created_at: CreatedAt;
  /** MusicBrainz release id from the tags (050-libraries). */
  mb_album_id: string | null;
  /** 1 for a compilation ("Various Artists" album artist), else 0. */
  compilation: Generated<number>;
}

export interface TracksTable {
  id: Id;
  title: string;
  artist_id: number;
  album_id: number | null;
  track_number: number | null;
  disc_number: number | null;
  /** Seconds. */
  duration: number;
  year: number | null;
  genres: string;
  audio_file_id: number | null;
  artwork_file_id: number | null;
  /** Stable key of an imported file (e.g. its path in the import folder), for re-imports. */
  source_key: string | null;
  created_at: CreatedAt;
  /** Integrated loudness, LUFS (010-track-loudness); null when unknown. */
  track_loudness: number | null;
  /** Sample peak, linear (1 = full scale). */
  track_peak: number | null;
  album_loudness: number | null;
  album_peak: number | null;
  /** 'replaygain', 'r128' or 'measured'. */
  loudness_source: string | null;
  /** MP3 gapless fields from the LAME tag, in samples at `sample_rate`. */
  encoder_delay: number | null;
  encoder_padding: number | null;
  sample_rate: number | null;
  /** MusicBrainz recording id from the tags (050-libraries): a moved file is matched by it. */
  mb_recording_id: string | null;
  /** The disc's subtitle from the tags ("Live"), 093-track-credits. */
  disc_subtitle: Generated<string | null>;
}

/** Every artist credited on a track, in order (093-track-credits); position 0 is `tracks.artist_id`. */
export interface TrackArtistsTable {
  track_id: number;
  position: number;
  artist_id: number;
}

/** A music folder read in place (050-libraries). */
export interface LibrariesTable {
  id: Id;
  name: string;
  /** Absolute real path of the folder. */
  path: string;
  created_at: CreatedAt;
  /** When the last scan finished; null before the first. */
  scanned_at: string | null;
  /** JSON: the last scan's counts. */
  scan_summary: string | null;
}

/** A file seen in a library: its track, or why it is not one. */
export interface LibraryFilesTable {
  id: Id;
  library_id: number;
  /** Relative to the library's folder, forward slashes. */
  path: string;
  size: number;
  mtime_ms: number;
  /** sha256 of size, first and last 64 KiB: the same content found under another name. */
  fingerprint: string | null;
  track_id: number | null;
  /** Why the file is not a track (unsupported, unreadable, empty, duplicate); null for a track. */
  skip_reason: string | null;
  /** The audio codec music-metadata read (MPEG 1 Layer 3, FLAC, ALAC...): whether a browser plays it as it is. */
  codec: string | null;
}

/** A playlist file found in a library folder (migration 109): offered, imported or ignored. */
export interface LibraryPlaylistFilesTable {
  id: Id;
  library_id: number;
  /** Relative to the library's folder, forward slashes. */
  path: string;
  size: number;
  mtime_ms: number;
  status: ColumnType<'offered' | 'imported' | 'ignored', 'offered' | 'imported' | 'ignored' | undefined, 'offered' | 'imported' | 'ignored'>;
  /** The catalogue playlist an imported file became. */
  playlist_id: number | null;
  /** JSON of the last import: { entries, matched, unmatched: [{ line, location, reason }] }. */
  report: string | null;
  found_at: string;
}

/** A track's lyrics (migration 090): `lines` is JSON, `[{ start: ms | null, text }]`. */
export interface TrackLyricsTable {
  track_id: number;
  /** embedded, lrc, txt or demo. */
  source: string;
  synced: number;
  language: string | null;
  lines: string;
}

/** A track's waveform (migration 103): base64 of one byte per column, from the audio file it names. */
export interface TrackPeaksTable {
  track_id: number;
  audio_file_id: number;
  file_size: number;
  peaks: string;
}

export interface GenreLinkTable {
  owner_id: number;
  genre: string;
}

export interface CatalogPlaylistsTable {
  id: Id;
  title: string;
  description: string | null;
  type: string;
  is_public: number;
  image_file_id: number | null;
  created_at: CreatedAt;
}

export interface CatalogPlaylistTracksTable {
  playlist_id: number;
  track_id: number;
  position: number;
}

export interface PodcastsTable {
  id: Id;
  title: string;
  author: string | null;
  description: string | null;
  artwork_file_id: number | null;
  categories: string;
  language: string | null;
  feed_url: string | null;
  created_at: CreatedAt;
}

export interface EpisodesTable {
  id: Id;
  podcast_id: number;
  title: string;
  description: string | null;
  audio_file_id: number | null;
  /** External enclosure URL when the audio is not stored locally. */
  audio_url: string | null;
  artwork_file_id: number | null;
  duration: number;
  published_at: string | null;
  season_number: number | null;
  episode_number: number | null;
  guid: string | null;
  created_at: CreatedAt;
}

export interface RadioStationsTable {
  id: Id;
  name: string;
  description: string | null;
  country: string | null;
  language: string | null;
  genres: string;
  artwork_file_id: number | null;
  /** External stream; null means the server's own live stream for this station. */
  stream_url: string | null;
  website: string | null;
  popularity: number;
  created_at: CreatedAt;
}

export interface ActivationCodesTable {
  id: Id;
  /** SHA-256 of the normalised code (12 characters, no dashes). */
  code_hash: string;
  /** First block of the code, for listings ("ABCD-****-****"). */
  code_hint: string;
  plan: string;
  expires_at: string;
  device_limit: number;
  revoked_at: string | null;
  /** The administrator's note (who or what the code is for). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface DevicesTable {
  id: Id;
  code_id: number;
  device_id: string;
  device_info: string | null;
  app_platform: string | null;
  app_version: string | null;
  token_hash: string;
  refresh_token_hash: string;
  activated_at: string;
  last_seen_at: string;
  /** JSON heartbeat payload while something plays; null otherwise. */
  activity: string | null;
  activity_at: string | null;
  /** JSON player state the device last reported for its remotes (Connect); null when none. */
  player_state: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the device's event channel opened; null while it has none. */
  channel_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name the listener gave the device; null: the one made from its browser and system. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserPlaylistsTable {
  id: Id;
  code_id: number;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: string;
  /** JSON: a smart playlist's rules (086-smart-playlists); null for a playlist of chosen songs. */
  rules: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserPlaylistTracksTable {
  playlist_id: number;
  track_id: number;
  position: number;
  added_at: string;
}

export interface LibraryEntryTable {
  code_id: number;
  track_id: number;
  created_at: string;
}

export interface PlaysTable {
  id: Id;
  /** 'track', 'episode' or 'radio'. */
  kind: string;
  ref_id: number;
  code_id: number | null;
  device_id: string | null;
  played_at: string;
}

/** One listener's plays of one song, kept as each play is recorded (migration 114). */
export interface PlayTalliesTable {
  code_id: number;
  track_id: number;
  plays: number;
  last_played_at: string;
}

/** One listener's plays of one song in a UTC year, counted for the artist and album it had at its first play that year. */
export interface PlayYearTracksTable {
  code_id: number;
  year: number;
  track_id: number;
  artist_id: number;
  album_id: number | null;
  plays: number;
  seconds: number;
}

/** One listener's plays in a UTC year per artist ('artist'), album ('album') or in all ('year', ref_id 0). */
export interface PlayYearTotalsTable {
  code_id: number;
  year: number;
  kind: 'artist' | 'album' | 'year';
  ref_id: number;
  plays: number;
  seconds: number;
}

export interface ActivationFailuresTable {
  id: Id;
  device_id: string;
  ip: string;
  attempted_at: string;
}

export interface SearchDocumentsTable {
  id: Id;
  /** 'track', 'album', 'artist' or 'playlist'. */
  kind: string;
  ref_id: number;
  title: string;
  subtitle: string;
}

export interface AppPasswordsTable {
  id: Id;
  /** The `devices` row this app password is (device limit, listings, removal). */
  device_row_id: number;
  code_id: number;
  username: string;
  name: string;
  /** AES-256-GCM with a key derived from the signing secret (salted-MD5 logins need the clear text). */
  password_enc: string;
  /** SHA-256 of the password: the look-up of the `apiKey` login. */
  key_hash: string;
  /** Device id of the web app that created it; null when made by the admin CLI. */
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PlayQueuesTable {
  code_id: number;
  /** JSON array of track ids (numbers), in play order. */
  track_ids: string;
  current_index: number;
  position_ms: number;
  shuffle: number;
  /** 'off', 'all' or 'one'. */
  repeat: string;
  /** Name of the device or app that saved it last. */
  device: string;
  updated_at: string;
  /** Bumped by every save that changes the tracks or the current one: a remote's queue edit names the version it edits. */
  version: ColumnType<number, number | undefined, number>;
}

/** One row (id 1): the SHA-256 of the admin key (256 random bits). */
export interface AdminKeysTable {
  id: number;
  key_hash: string;
  created_at: string;
}

export interface AdminAuditLogTable {
  id: Id;
  at: CreatedAt;
  /** Who acted: "console (IP)" or "cli (user)". */
  actor: string;
  /** Dot-named action, e.g. "codes.issue". */
  action: string;
  target: string | null;
  detail: string | null;
}

export interface Database {
  media_files: MediaFilesTable;
  artists: ArtistsTable;
  artist_genres: GenreLinkTable;
  albums: AlbumsTable;
  album_genres: GenreLinkTable;
  tracks: TracksTable;
  track_genres: GenreLinkTable;
  catalog_playlists: CatalogPlaylistsTable;
  catalog_playlist_tracks: CatalogPlaylistTracksTable;
  podcasts: PodcastsTable;
  episodes: EpisodesTable;
  radio_stations: RadioStationsTable;
  activation_codes: ActivationCodesTable;
  devices: DevicesTable;
  user_playlists: UserPlaylistsTable;
  user_playlist_tracks: UserPlaylistTracksTable;
  favorites: LibraryEntryTable;
  downloads: LibraryEntryTable;
  plays: PlaysTable;
  play_tallies: PlayTalliesTable;
  play_year_tracks: PlayYearTracksTable;
  play_year_totals: PlayYearTotalsTable;
  activation_failures: ActivationFailuresTable;
  search_documents: SearchDocumentsTable;
  app_passwords: AppPasswordsTable;
  play_queues: PlayQueuesTable;
  admin_keys: AdminKeysTable;
  admin_audit_log: AdminAuditLogTable;
  libraries: LibrariesTable;
  library_files: LibraryFilesTable;
  library_playlist_files: LibraryPlaylistFilesTable;
  track_lyrics: TrackLyricsTable;
  track_peaks: TrackPeaksTable;
  track_artists: TrackArtistsTable;
  /** PostgreSQL only (migration 015): each device's write token bucket, shared by every process. */
  device_write_buckets: DeviceWriteBucketsTable;
  album_stars: AlbumStarsTable;
  artist_stars: ArtistStarsTable;
  subsonic_ratings: SubsonicRatingsTable;
  bookmarks: BookmarksTable;
  rooms: RoomsTable;
  room_members: RoomMembersTable;
  scrobble_connections: ScrobbleConnectionsTable;
  scrobble_outbox: ScrobbleOutboxTable;
  scrobble_listening: ScrobbleListeningTable;
  lastfm_sign_ins: LastfmSignInsTable;
}

/** Migration 095: a code's connection to a scrobbling service ('listenbrainz' or 'lastfm'). */
export interface ScrobbleConnectionsTable {
  id: Id;
  code_id: number;
  service: string;
  /** The ListenBrainz user token or the Last.fm session key; never answered to a client. */
  secret: string;
  user_name: string;
  /** 'connected' or 'needs_attention' (the service refused the secret; `message` says what to do). */
  status: ColumnType<string, string | undefined, string>;
  message: string | null;
  created_at: string;
}

/** One call owed to a service: a play ('listen') or what plays now ('playing_now'). */
export interface ScrobbleOutboxTable {
  id: Id;
  connection_id: number;
  kind: string;
  /** The play it stands for: with `connection_id` and `kind` it is unique, so a play is sent once. */
  play_key: string;
  /** JSON: artist, track, album, duration_s, listened_at (Unix seconds). */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** A process sending it holds it until then (several processes share the outbox). */
  claimed_until: string | null;
  /** 'playing_now' rows are worth nothing after the song. */
  expires_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A device's current song and how long it has been heard, from its heartbeats. */
export interface ScrobbleListeningTable {
  device_row_id: number;
  code_id: number;
  track_id: number;
  started_at: string;
  listened_ms: number;
  beat_at: string;
  playing: number;
  scrobbled: number;
}

export interface LastfmSignInsTable {
  state: string;
  code_id: number;
  created_at: string;
}

/** Migration 070: a room (several devices playing as one) and its playback on the server's clock. */
export interface RoomsTable {
  id: Id;
  owner_code_id: number;
  host_device_row_id: number;
  /** The guests' join code once the owner invited; null before. */
  join_code: string | null;
  /** JSON array of track ids (numbers). */
  track_ids: ColumnType<string, string | undefined, string>;
  current_index: ColumnType<number, number | undefined, number>;
  /** Server time (ms) at which position 0 of the current track is heard; null while paused. */
  started_at_ms: number | null;
  paused_position_ms: ColumnType<number, number | undefined, number>;
  playing: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  /** Migration 102: 1 once the owner turned voting on (guests' adds become proposals). */
  voting: ColumnType<number, number | undefined, number>;
  /** Migration 102: JSON array of proposals (`RoomProposal` in rooms/room-voting.ts). */
  proposals: ColumnType<string, string | undefined, string>;
}

export interface RoomMembersTable {
  room_id: number;
  device_row_id: number;
  guest: number;
  joined_at: string;
  /** Migration 107: since when this member's channel is gone (null while it is open). */
  away_since: string | null;
}

/** Migration 040: what Subsonic apps keep per listener beyond liked songs. */
export interface AlbumStarsTable {
  code_id: number;
  album_id: number;
  created_at: string;
}

export interface ArtistStarsTable {
  code_id: number;
  artist_id: number;
  created_at: string;
}

export interface SubsonicRatingsTable {
  code_id: number;
  /** 'song', 'album' or 'artist'. */
  kind: string;
  ref_id: number;
  /** 1 to 5. */
  rating: number;
}

export interface BookmarksTable {
  code_id: number;
  /** 'song' or 'episode'. */
  kind: string;
  ref_id: number;
  position_ms: number;
  comment: string | null;
  created_at: string;
  changed_at: string;
}

export interface DeviceWriteBucketsTable {
  device_row_id: number;
  tokens: number;
  at_ms: number;
  /** Whether the last write taken was allowed. */
  allowed: boolean;
}

export type DialectName = 'sqlite' | 'postgres';

export type MediaFile = Selectable<MediaFilesTable>;
export type RadioStation = Selectable<RadioStationsTable>;
