// Over 300 lines on purpose: every catalogue write in one place, each keeping genre links and the search index in step the same way.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso, uniqueGenres } from './json.js';
import { tallySongPlay } from './play-tallies.js';

/**
 * Writes to the catalogue. Every write keeps the genre links and the search index in step, so
 * imports, the demo catalogue and the admin CLI go through these and never touch tables directly.
 */
type Db = Kysely<Database> | Transaction<Database>;
type GenreTable = 'artist_genres' | 'album_genres' | 'track_genres';
type SearchKind = 'track' | 'album' | 'artist' | 'playlist';

export interface MediaFileInput {
  kind: 'audio' | 'artwork';
  /** Relative to the data directory, forward slashes, no `..`. */
  path: string;
  mime: string;
  size: number;
}

export function assertSafeRelativePath(relative: string): void {
  if (!relative || relative.startsWith('/') || relative.includes('\\') || relative.includes('\0') || relative.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Media path must be relative to the data directory without "..": ${JSON.stringify(relative)}`);
  }
}

/** Registers a media file, or updates and returns the existing row for the same path. */
export async function upsertMediaFile(db: Db, input: MediaFileInput): Promise<number> {
  assertSafeRelativePath(input.path);
  const existing = await db.selectFrom('media_files').select('id').where('path', '=', input.path).executeTakeFirst();
  if (existing) {
    await db.updateTable('media_files').set({ kind: input.kind, mime: input.mime, size: input.size }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await db.insertInto('media_files').values({ ...input, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** `fresh`: the owner was just created (ids are never reused), so it has no links to delete. */
async function setGenres(db: Db, table: GenreTable, ownerId: number, genres: readonly string[], fresh = false): Promise<void> {
  if (!fresh) await db.deleteFrom(table).where('owner_id', '=', ownerId).execute();
  const unique = [...new Set(genres.map((g) => g.toLowerCase()))];
  if (unique.length) await db.insertInto(table).values(unique.map((genre) => ({ owner_id: ownerId, genre }))).execute();
}

export async function indexForSearch(db: Db, kind: SearchKind, refId: number, title: string, subtitle: string): Promise<void> {
  await upsertSearchDocuments(db, [{ kind, ref_id: refId, title, subtitle }]);
}

/** One statement per up to 500 documents: new ones inserted, known ones (kind and ref_id) brought up to date. */
async function upsertSearchDocuments(db: Db, documents: readonly { kind: SearchKind; ref_id: number; title: string; subtitle: string }[]): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    await db
      .insertInto('search_documents')
      .values(documents.slice(start, start + 500))
      .onConflict((conflict) => conflict.columns(['kind', 'ref_id']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), subtitle: eb.ref('excluded.subtitle') })))
      .execute();
  }
}

/** The search documents of many tracks at once (a library scan's batch): one read of their names, one write per 500. */
export async function indexTracksForSearch(db: Db, trackIds: readonly number[]): Promise<void> {
  for (let start = 0; start < trackIds.length; start += 500) {
    const rows = await db
      .selectFrom('tracks')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .leftJoin('albums', 'albums.id', 'tracks.album_id')
      .select(['tracks.id', 'tracks.title', 'artists.name as artist', 'albums.title as album'])
      .where('tracks.id', 'in', trackIds.slice(start, start + 500))
      .execute();
    await upsertSearchDocuments(db, rows.map((row) => ({ kind: 'track' as const, ref_id: row.id, title: row.title, subtitle: [row.artist, row.album].filter(Boolean).join(' ') })));
  }
}

export async function removeFromSearch(db: Db, kind: SearchKind, refId: number): Promise<void> {
  await db.deleteFrom('search_documents').where('kind', '=', kind).where('ref_id', '=', refId).execute();
}

export interface ArtistInput {
  name: string;
  bio?: string | null;
  imageFileId?: number | null;
  genres?: string[];
  socials?: Record<string, string>;
}

export async function createArtist(db: Db, input: ArtistInput): Promise<number> {
  const genres = uniqueGenres(input.genres);
  const row = await db
    .insertInto('artists')
    .values({ name: input.name, bio: input.bio ?? null, image_file_id: input.imageFileId ?? null, genres: JSON.stringify(genres), socials: JSON.stringify(input.socials ?? {}), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setGenres(db, 'artist_genres', row.id, genres);
  await indexForSearch(db, 'artist', row.id, input.name, genres.join(' '));
  return row.id;
}

export async function updateArtist(db: Db, id: number, input: Partial<ArtistInput>): Promise<void> {
  const changes: Partial<{ name: string; bio: string | null; image_file_id: number | null; genres: string; socials: string }> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.imageFileId !== undefined) changes.image_file_id = input.imageFileId;
  if (input.socials !== undefined) changes.socials = JSON.stringify(input.socials);
  if (input.genres !== undefined) {
    changes.genres = JSON.stringify(uniqueGenres(input.genres));
    await setGenres(db, 'artist_genres', id, uniqueGenres(input.genres));
  }
  if (Object.keys(changes).length) await db.updateTable('artists').set(changes).where('id', '=', id).execute();
  const artist = await db.selectFrom('artists').select(['name', 'genres']).where('id', '=', id).executeTakeFirst();
  if (artist) await indexForSearch(db, 'artist', id, artist.name, (JSON.parse(artist.genres) as string[]).join(' '));
}

export interface AlbumInput {
  title: string;
  artistId: number;
  year?: number | null;
  description?: string | null;
  artworkFileId?: number | null;
  genres?: string[];
}

async function artistName(db: Db, artistId: number): Promise<string> {
  const row = await db.selectFrom('artists').select('name').where('id', '=', artistId).executeTakeFirst();
  return row?.name ?? '';
}

export async function createAlbum(db: Db, input: AlbumInput): Promise<number> {
  const genres = uniqueGenres(input.genres);
  const row = await db
    .insertInto('albums')
    .values({ title: input.title, artist_id: input.artistId, year: input.year ?? null, description: input.description ?? null, artwork_file_id: input.artworkFileId ?? null, genres: JSON.stringify(genres), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setGenres(db, 'album_genres', row.id, genres);
  await indexForSearch(db, 'album', row.id, input.title, await artistName(db, input.artistId));
  return row.id;
}

export async function updateAlbum(db: Db, id: number, input: Partial<AlbumInput>): Promise<void> {
  const { genres, artistId, artworkFileId, ...rest } = input;
  const changes = {
    ...rest,
    ...(artistId !== undefined ? { artist_id: artistId } : {}),
    ...(artworkFileId !== undefined ? { artwork_file_id: artworkFileId } : {}),
    ...(genres !== undefined ? { genres: JSON.stringify(uniqueGenres(genres)) } : {}),
  };
  if (Object.keys(changes).length) await db.updateTable('albums').set(changes).where('id', '=', id).execute();
  if (genres !== undefined) await setGenres(db, 'album_genres', id, uniqueGenres(genres));
  const album = await db.selectFrom('albums').select(['title', 'artist_id']).where('id', '=', id).executeTakeFirst();
  if (album) await indexForSearch(db, 'album', id, album.title, await artistName(db, album.artist_id));
}

export interface TrackInput {
  title: string;
  artistId: number;
  albumId?: number | null;
  trackNumber?: number | null;
  discNumber?: number | null;
  /** Seconds. */
  duration: number;
  year?: number | null;
  genres?: string[];
  audioFileId?: number | null;
  artworkFileId?: number | null;
  sourceKey?: string | null;
  loudness?: TrackLoudness | null;
  gapless?: TrackGapless | null;
}

/** Integrated loudness in LUFS and sample peaks (linear), for the track and its album; null: unknown. */
export interface TrackLoudness {
  trackLoudness: number | null;
  trackPeak: number | null;
  albumLoudness: number | null;
  albumPeak: number | null;
  source: 'replaygain' | 'r128' | 'measured' | null;
}

/** An MP3's encoder delay and padding (LAME tag), in samples at `sampleRate`. */
export interface TrackGapless {
  encoderDelay: number;
  encoderPadding: number;
  sampleRate: number;
}

function trackRow(input: TrackInput) {
  return {
    title: input.title,
    artist_id: input.artistId,
    album_id: input.albumId ?? null,
    track_number: input.trackNumber ?? null,
    disc_number: input.discNumber ?? null,
    duration: Math.max(0, input.duration),
    year: input.year ?? null,
    genres: JSON.stringify(uniqueGenres(input.genres)),
    audio_file_id: input.audioFileId ?? null,
    artwork_file_id: input.artworkFileId ?? null,
    source_key: input.sourceKey ?? null,
    track_loudness: input.loudness?.trackLoudness ?? null,
    track_peak: input.loudness?.trackPeak ?? null,
    album_loudness: input.loudness?.albumLoudness ?? null,
    album_peak: input.loudness?.albumPeak ?? null,
    loudness_source: input.loudness?.source ?? null,
    encoder_delay: input.gapless?.encoderDelay ?? null,
    encoder_padding: input.gapless?.encoderPadding ?? null,
    sample_rate: input.gapless?.sampleRate ?? null,
  };
}

async function trackSubtitle(db: Db, artistId: number, albumId: number | null | undefined): Promise<string> {
  const album = albumId ? await db.selectFrom('albums').select('title').where('id', '=', albumId).executeTakeFirst() : undefined;
  return [await artistName(db, artistId), album?.title].filter(Boolean).join(' ');
}

/** `searchIndex: false`: the caller indexes its tracks together afterwards (indexTracksForSearch), in the same transaction. */
export interface TrackWriteOptions {
  searchIndex?: boolean;
}

export async function createTrack(db: Db, input: TrackInput, options: TrackWriteOptions = {}): Promise<number> {
  const row = await db.insertInto('tracks').values({ ...trackRow(input), created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  await setGenres(db, 'track_genres', row.id, uniqueGenres(input.genres), true);
  if (options.searchIndex !== false) await indexForSearch(db, 'track', row.id, input.title, await trackSubtitle(db, input.artistId, input.albumId));
  return row.id;
}

export async function updateTrack(db: Db, id: number, input: TrackInput, options: TrackWriteOptions = {}): Promise<void> {
  await db.updateTable('tracks').set(trackRow(input)).where('id', '=', id).execute();
  await setGenres(db, 'track_genres', id, uniqueGenres(input.genres));
  if (options.searchIndex !== false) await indexForSearch(db, 'track', id, input.title, await trackSubtitle(db, input.artistId, input.albumId));
}

/** The fields an administrator edits on a track (the rest, audio facts and loudness, stay as imported). */
export interface TrackFields {
  title?: string;
  artistId?: number;
  year?: number | null;
  genres?: string[];
  artworkFileId?: number | null;
}

export async function updateTrackFields(db: Db, id: number, input: TrackFields): Promise<void> {
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.artistId !== undefined ? { artist_id: input.artistId } : {}),
    ...(input.year !== undefined ? { year: input.year } : {}),
    ...(input.artworkFileId !== undefined ? { artwork_file_id: input.artworkFileId } : {}),
    ...(input.genres !== undefined ? { genres: JSON.stringify(uniqueGenres(input.genres)) } : {}),
  };
  if (Object.keys(changes).length) await db.updateTable('tracks').set(changes).where('id', '=', id).execute();
  if (input.genres !== undefined) await setGenres(db, 'track_genres', id, uniqueGenres(input.genres));
  const track = await db.selectFrom('tracks').select(['title', 'artist_id', 'album_id']).where('id', '=', id).executeTakeFirst();
  if (track) await indexForSearch(db, 'track', id, track.title, await trackSubtitle(db, track.artist_id, track.album_id));
}

/** After an artist or album is renamed: the search subtitles of its albums and tracks name it. */
export async function reindexTracksOf(db: Db, owner: { artistId?: number; albumId?: number }): Promise<void> {
  let query = db.selectFrom('tracks').select(['id', 'title', 'artist_id', 'album_id']);
  if (owner.artistId !== undefined) query = query.where('artist_id', '=', owner.artistId);
  if (owner.albumId !== undefined) query = query.where('album_id', '=', owner.albumId);
  for (const track of await query.execute()) await indexForSearch(db, 'track', track.id, track.title, await trackSubtitle(db, track.artist_id, track.album_id));
  if (owner.artistId !== undefined) {
    const name = await artistName(db, owner.artistId);
    for (const album of await db.selectFrom('albums').select(['id', 'title']).where('artist_id', '=', owner.artistId).execute()) await indexForSearch(db, 'album', album.id, album.title, name);
  }
}

export async function findTrackBySourceKey(db: Db, sourceKey: string) {
  return db.selectFrom('tracks').selectAll().where('source_key', '=', sourceKey).executeTakeFirst();
}

export interface CatalogPlaylistInput {
  title: string;
  description?: string | null;
  type?: string;
  isPublic?: boolean;
  imageFileId?: number | null;
  trackIds: number[];
}

export async function createCatalogPlaylist(db: Db, input: CatalogPlaylistInput): Promise<number> {
  const row = await db
    .insertInto('catalog_playlists')
    .values({ title: input.title, description: input.description ?? null, type: input.type ?? 'featured', is_public: input.isPublic === false ? 0 : 1, image_file_id: input.imageFileId ?? null, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const trackIds = [...new Set(input.trackIds)];
  if (trackIds.length) await db.insertInto('catalog_playlist_tracks').values(trackIds.map((track_id, position) => ({ playlist_id: row.id, track_id, position }))).execute();
  await indexForSearch(db, 'playlist', row.id, input.title, input.description ?? '');
  return row.id;
}

export async function updateCatalogPlaylist(db: Db, id: number, input: Partial<CatalogPlaylistInput>): Promise<void> {
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.imageFileId !== undefined ? { image_file_id: input.imageFileId } : {}),
  };
  if (Object.keys(changes).length) await db.updateTable('catalog_playlists').set(changes).where('id', '=', id).execute();
  if (input.trackIds !== undefined) {
    await db.deleteFrom('catalog_playlist_tracks').where('playlist_id', '=', id).execute();
    const trackIds = [...new Set(input.trackIds)];
    if (trackIds.length) await db.insertInto('catalog_playlist_tracks').values(trackIds.map((track_id, position) => ({ playlist_id: id, track_id, position }))).execute();
  }
  const playlist = await db.selectFrom('catalog_playlists').select(['title', 'description']).where('id', '=', id).executeTakeFirst();
  if (playlist) await indexForSearch(db, 'playlist', id, playlist.title, playlist.description ?? '');
}

export interface PodcastInput {
  title: string;
  author?: string | null;
  description?: string | null;
  artworkFileId?: number | null;
  categories?: string[];
  language?: string | null;
  feedUrl?: string | null;
}

export async function createPodcast(db: Db, input: PodcastInput): Promise<number> {
  const row = await db
    .insertInto('podcasts')
    .values({ title: input.title, author: input.author ?? null, description: input.description ?? null, artwork_file_id: input.artworkFileId ?? null, categories: JSON.stringify(uniqueGenres(input.categories)), language: input.language ?? null, feed_url: input.feedUrl ?? null, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EpisodeInput {
  podcastId: number;
  title: string;
  description?: string | null;
  audioFileId?: number | null;
  audioUrl?: string | null;
  artworkFileId?: number | null;
  duration?: number;
  publishedAt?: string | null;
  seasonNumber?: number | null;
  episodeNumber?: number | null;
  guid?: string | null;
}

export async function createEpisode(db: Db, input: EpisodeInput): Promise<number> {
  const row = await db
    .insertInto('episodes')
    .values({
      podcast_id: input.podcastId,
      title: input.title,
      description: input.description ?? null,
      audio_file_id: input.audioFileId ?? null,
      audio_url: input.audioUrl ?? null,
      artwork_file_id: input.artworkFileId ?? null,
      duration: input.duration ?? 0,
      published_at: input.publishedAt ?? null,
      season_number: input.seasonNumber ?? null,
      episode_number: input.episodeNumber ?? null,
      guid: input.guid ?? null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface RadioStationInput {
  name: string;
  description?: string | null;
  country?: string | null;
  language?: string | null;
  genres?: string[];
  artworkFileId?: number | null;
  /** External stream URL; omit for a station the server broadcasts itself. */
  streamUrl?: string | null;
  website?: string | null;
  popularity?: number;
}

export async function createRadioStation(db: Db, input: RadioStationInput): Promise<number> {
  const row = await db
    .insertInto('radio_stations')
    .values({
      name: input.name,
      description: input.description ?? null,
      country: input.country ?? null,
      language: input.language ?? null,
      genres: JSON.stringify(uniqueGenres(input.genres)),
      artwork_file_id: input.artworkFileId ?? null,
      stream_url: input.streamUrl ?? null,
      website: input.website ?? null,
      popularity: input.popularity ?? 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type PlayKind = 'track' | 'episode' | 'radio';

/**
 * Records one play (song, episode or radio listen); `playedAt` lets seeding write a history. A
 * listener's play of a song also goes to its tallies, in the same transaction.
 */
export async function recordPlay(db: Db, play: { kind: PlayKind; refId: number; codeId?: number | null; deviceId?: string | null; playedAt?: string }): Promise<void> {
  const playedAt = play.playedAt ?? nowIso();
  const codeId = play.codeId ?? null;
  const write = async (trx: Db) => {
    await trx.insertInto('plays').values({ kind: play.kind, ref_id: play.refId, code_id: codeId, device_id: play.deviceId ?? null, played_at: playedAt }).execute();
    if (play.kind === 'track' && codeId !== null) await tallySongPlay(trx, codeId, play.refId, playedAt);
  };
  if (db.isTransaction || play.kind !== 'track' || codeId === null) await write(db);
  else await db.transaction().execute(write);
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('tracks').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
