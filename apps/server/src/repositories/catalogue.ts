import { PostgresAdapter, sql, type Compilable, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { precompiled, slot } from '../db/precompiled.js';
import { inOrder } from './in-order.js';
import type { ApiAlbum, ApiAlbumDetail, ApiArtist, ApiArtistDetail, ApiEpisode, ApiPlaylist, ApiPlaylistDetail, ApiPodcast, ApiPodcastDetail, ApiRadioStation, ApiTrack } from '../contract.js';
import type { UrlSigner } from '../media/signing.js';
import { offsetOf, pageInfo, type PageInfo, type PageRequest } from './page.js';
import { toAlbum, toArtist, toEpisode, toPlaylist, toPodcast, toRadioStation, toTrack, type TrackRow } from './serializers.js';
import { parseRecord } from './json.js';
import type { PageLoaders } from './search.js';

type Db = Kysely<Database>;

/** Listener figures: the live broadcaster's count when it runs, else distinct devices that listened today. */
import { isTranscoderAvailable } from '../transcode/availability.js';

export type ListenerCounter = (stationId: number) => number | undefined;

/**
 * A track's credited artists as JSON text, `[[id, name], ...]` in order (null or `[]` for none): one
 * indexed look-up per row, text on both databases so cached and search rows carry it the same way.
 */
export function creditsColumn(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? sql<string | null>`(SELECT json_agg(json_build_array(ta.artist_id, ar.name) ORDER BY ta.position)::text FROM track_artists ta JOIN artists ar ON ar.id = ta.artist_id WHERE ta.track_id = t.id)`.as('credits')
    : sql<string | null>`(SELECT json_group_array(json_array(ta.artist_id, ar.name) ORDER BY ta.position) FROM track_artists ta JOIN artists ar ON ar.id = ta.artist_id WHERE ta.track_id = t.id)`.as('credits');
}

export function trackSelect(db: Db) {
  return db
    .selectFrom('tracks as t')
    .innerJoin('artists as a', 'a.id', 't.artist_id')
    .leftJoin('albums as al', 'al.id', 't.album_id')
    .select(creditsColumn(db))
    .select(['t.id', 't.title', 't.duration', 't.track_number', 't.disc_number', 't.disc_subtitle', 't.genres', 't.audio_file_id', 't.artwork_file_id', 't.artist_id', 'a.name as artist_name', 't.album_id', 'al.title as album_title', 'al.artwork_file_id as album_artwork_file_id', 't.track_loudness', 't.track_peak', 't.album_loudness', 't.album_peak', 't.loudness_source', 't.encoder_delay', 't.encoder_padding', 't.sample_rate'])
    // Without ffmpeg, whether each file can play at all (serializers.ts marks those that cannot).
    .$if(!isTranscoderAvailable(), (query) => query.leftJoin('media_files as audio_file', 'audio_file.id', 't.audio_file_id').select('audio_file.mime as audio_mime'));
}

function albumSelect(db: Db) {
  return db
    .selectFrom('albums as al')
    .innerJoin('artists as a', 'a.id', 'al.artist_id')
    .select((eb) => [
      'al.id',
      'al.title',
      'al.year',
      'al.description',
      'al.artwork_file_id',
      'al.genres',
      'al.artist_id',
      'a.name as artist_name',
      'al.created_at',
      eb.selectFrom('tracks as tc').select(eb.fn.countAll<number>().as('n')).whereRef('tc.album_id', '=', 'al.id').as('track_count'),
    ]);
}

function artistSelect(db: Db) {
  return db.selectFrom('artists').select(['id', 'name', 'image_file_id', 'genres']);
}

function playlistSelect(db: Db) {
  return db
    .selectFrom('catalog_playlists as p')
    .select((eb) => ['p.id', 'p.title', 'p.description', 'p.image_file_id', 'p.is_public', 'p.type', eb.selectFrom('catalog_playlist_tracks as pt').select(eb.fn.countAll<number>().as('n')).whereRef('pt.playlist_id', '=', 'p.id').as('track_count')]);
}

function podcastSelect(db: Db) {
  return db
    .selectFrom('podcasts as p')
    .select((eb) => ['p.id', 'p.title', 'p.author', 'p.description', 'p.artwork_file_id', 'p.categories', 'p.language', eb.selectFrom('episodes as e').select(eb.fn.countAll<number>().as('n')).whereRef('e.podcast_id', '=', 'p.id').as('episode_count')]);
}

const count = (value: unknown): number => Number(value ?? 0);

/**
 * Rows by a list of ids through one statement compiled once (`precompiled`): the search page,
 * recently played and library loads ran the whole select builder for every call. SQLite reads the
 * ids from a JSON array (json_each), PostgreSQL from an array parameter; both by primary key.
 */
function byIdList<Row>(db: Db, dialect: DialectName, select: (inList: Expression<SqlBool>) => Compilable<Row>) {
  const inList = dialect === 'postgres' ? (column: string) => sql<SqlBool>`${sql.ref(column)} = ANY(${slot(0)})` : (column: string) => sql<SqlBool>`${sql.ref(column)} IN (SELECT value FROM json_each(${slot(0)}))`;
  return (column: string) => {
    const run = precompiled<Row>(db, select(inList(column)));
    return (ids: readonly number[]) => run(dialect === 'postgres' ? [...new Set(ids)] : JSON.stringify([...new Set(ids)]));
  };
}

export function createCatalogueRepository(db: Db, signer: UrlSigner, dialect: DialectName, listenerCounter: () => ListenerCounter | undefined = () => undefined) {
  const track = (row: TrackRow) => toTrack(row, signer);
  const trackRows = byIdList(db, dialect, (inList) => trackSelect(db).where(inList))('t.id');
  const albumRows = byIdList(db, dialect, (inList) => albumSelect(db).where(inList))('al.id');
  const artistRows = byIdList(db, dialect, (inList) => artistSelect(db).where(inList))('id');
  const playlistRows = byIdList(db, dialect, (inList) => playlistSelect(db).where(inList))('p.id');

  /** Tracks by id, in the order of `ids` (missing ids are skipped). */
  async function tracksByIds(ids: readonly number[]): Promise<ApiTrack[]> {
    return ids.length ? inOrder(ids, await trackRows(ids), track) : [];
  }

  async function albumsByIds(ids: readonly number[]): Promise<ApiAlbum[]> {
    return ids.length ? inOrder(ids, await albumRows(ids), toAlbum) : [];
  }

  async function artistsByIds(ids: readonly number[]): Promise<ApiArtist[]> {
    return ids.length ? inOrder(ids, await artistRows(ids), toArtist) : [];
  }

  async function playlistsByIds(ids: readonly number[]): Promise<ApiPlaylist[]> {
    return ids.length ? inOrder(ids, await playlistRows(ids), toPlaylist) : [];
  }

  async function listeners(stationIds: number[]): Promise<Map<number, number>> {
    const live = listenerCounter();
    const result = new Map<number, number>();
    const missing: number[] = [];
    for (const id of stationIds) {
      const value = live?.(id);
      if (value === undefined) missing.push(id);
      else result.set(id, value);
    }
    if (missing.length) {
      const since = new Date(Date.now() - 86_400_000).toISOString();
      const rows = await db
        .selectFrom('plays')
        .select((eb) => ['ref_id', eb.fn.count<number>(eb.fn('coalesce', ['device_id', sql<string>`''`])).distinct().as('n')])
        .where('kind', '=', 'radio')
        .where('ref_id', 'in', missing)
        .where('played_at', '>=', since)
        .groupBy('ref_id')
        .execute();
      for (const id of missing) result.set(id, count(rows.find((r) => r.ref_id === id)?.n));
    }
    return result;
  }

  /** The *ByIds loads for search pages, also as sub-selects over an array of ids (search.ts). */
  const pageLoaders: PageLoaders = {
    track: { byIds: tracksByIds, select: (ids: Expression<unknown>) => trackSelect(db).where(sql<boolean>`t.id = ANY(${ids})`), fromRow: track },
    album: { byIds: albumsByIds, select: (ids: Expression<unknown>) => albumSelect(db).where(sql<boolean>`al.id = ANY(${ids})`), fromRow: toAlbum },
    artist: { byIds: artistsByIds, select: (ids: Expression<unknown>) => artistSelect(db).where(sql<boolean>`id = ANY(${ids})`), fromRow: toArtist },
    playlist: { byIds: playlistsByIds, select: (ids: Expression<unknown>) => playlistSelect(db).where(sql<boolean>`p.id = ANY(${ids})`), fromRow: toPlaylist },
  };

  return {
    tracksByIds,
    albumsByIds,
    artistsByIds,
    playlistsByIds,
    pageLoaders,

    async getTrack(id: number): Promise<ApiTrack | undefined> {
      const row = await trackSelect(db).where('t.id', '=', id).executeTakeFirst();
      return row ? track(row) : undefined;
    },

    async trackExists(id: number): Promise<boolean> {
      return (await db.selectFrom('tracks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async latestTracks(limit: number): Promise<ApiTrack[]> {
      const rows = await trackSelect(db).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
      return rows.map(track);
    },

    async listAlbums(page: PageRequest, genre?: string): Promise<PageInfo & { albums: ApiAlbum[] }> {
      let query = albumSelect(db);
      let total = db.selectFrom('albums as al').select(db.fn.countAll<number>().as('n'));
      if (genre) {
        const inGenre = db.selectFrom('album_genres').select('owner_id').where('genre', '=', genre.toLowerCase());
        query = query.where('al.id', 'in', inGenre);
        total = total.where('al.id', 'in', inGenre);
      }
      const [rows, totalRow] = await Promise.all([query.orderBy('al.created_at', 'desc').orderBy('al.id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(), total.executeTakeFirstOrThrow()]);
      return { ...pageInfo(page, count(totalRow.n)), albums: rows.map(toAlbum) };
    },

    async recentlyAddedAlbums(limit: number): Promise<ApiAlbum[]> {
      return (await albumSelect(db).orderBy('al.created_at', 'desc').orderBy('al.id', 'desc').limit(limit).execute()).map(toAlbum);
    },

    async getAlbum(id: number): Promise<ApiAlbumDetail | undefined> {
      // Both at once (on PostgreSQL two connections of the pool instead of two round trips in a row).
      const [row, tracks] = await Promise.all([
        albumSelect(db).where('al.id', '=', id).executeTakeFirst(),
        trackSelect(db).where('t.album_id', '=', id).orderBy('t.disc_number').orderBy('t.track_number').orderBy('t.id').execute(),
      ]);
      if (!row) return undefined;
      return { ...toAlbum(row), tracks: tracks.map(track) };
    },

    async listArtists(page: PageRequest, genre?: string): Promise<PageInfo & { artists: ApiArtist[] }> {
      let query = db.selectFrom('artists').select(['id', 'name', 'image_file_id', 'genres']);
      let total = db.selectFrom('artists').select(db.fn.countAll<number>().as('n'));
      if (genre) {
        const inGenre = db.selectFrom('artist_genres').select('owner_id').where('genre', '=', genre.toLowerCase());
        query = query.where('id', 'in', inGenre);
        total = total.where('id', 'in', inGenre);
      }
      const [rows, totalRow] = await Promise.all([query.orderBy('name').orderBy('id').limit(page.limit).offset(offsetOf(page)).execute(), total.executeTakeFirstOrThrow()]);
      return { ...pageInfo(page, count(totalRow.n)), artists: rows.map(toArtist) };
    },

    async getArtist(id: number): Promise<ApiArtistDetail | undefined> {
      const row = await db.selectFrom('artists').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [top, albums] = await Promise.all([
        trackSelect(db)
          .select((eb) => eb.selectFrom('plays as pl').select(eb.fn.countAll<number>().as('n')).where('pl.kind', '=', 'track').whereRef('pl.ref_id', '=', 't.id').as('play_count'))
          .where('t.artist_id', '=', id)
          .orderBy('play_count', 'desc')
          .orderBy('t.id')
          .limit(10)
          .execute(),
        albumSelect(db).where('al.artist_id', '=', id).orderBy('al.year', 'desc').orderBy('al.id', 'desc').execute(),
      ]);
      return { ...toArtist(row), bio: row.bio, socials: parseRecord(row.socials), top_tracks: top.map(track), albums: albums.map(toAlbum) };
    },

    async listPlaylists(page: PageRequest, type?: string): Promise<PageInfo & { playlists: ApiPlaylist[] }> {
      let query = playlistSelect(db).where('p.is_public', '=', 1);
      let total = db.selectFrom('catalog_playlists as p').select(db.fn.countAll<number>().as('n')).where('p.is_public', '=', 1);
      if (type) {
        query = query.where('p.type', '=', type);
        total = total.where('p.type', '=', type);
      }
      const [rows, totalRow] = await Promise.all([query.orderBy('p.id').limit(page.limit).offset(offsetOf(page)).execute(), total.executeTakeFirstOrThrow()]);
      return { ...pageInfo(page, count(totalRow.n)), playlists: rows.map(toPlaylist) };
    },

    async getPlaylist(id: number): Promise<ApiPlaylistDetail | undefined> {
      const row = await playlistSelect(db).where('p.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const tracks = await trackSelect(db).innerJoin('catalog_playlist_tracks as pt', 'pt.track_id', 't.id').where('pt.playlist_id', '=', id).orderBy('pt.position').execute();
      return { ...toPlaylist(row), tracks: tracks.map(track) };
    },

    async listPodcasts(page: PageRequest): Promise<PageInfo & { podcasts: ApiPodcast[] }> {
      const [rows, totalRow] = await Promise.all([
        podcastSelect(db).orderBy('episode_count', 'desc').orderBy('p.id').limit(page.limit).offset(offsetOf(page)).execute(),
        db.selectFrom('podcasts').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ...pageInfo(page, count(totalRow.n)), podcasts: rows.map(toPodcast) };
    },

    async getPodcast(id: number): Promise<ApiPodcastDetail | undefined> {
      const row = await podcastSelect(db).where('p.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const episodes = await db
        .selectFrom('episodes')
        .select(['id', 'podcast_id', 'title', 'description', 'audio_file_id', 'audio_url', 'artwork_file_id', 'duration', 'published_at', 'season_number', 'episode_number'])
        .where('podcast_id', '=', id)
        .orderBy(sql`published_at IS NULL`)
        .orderBy('published_at', 'desc')
        .orderBy('season_number', 'desc')
        .orderBy('episode_number', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { ...toPodcast(row), episodes: episodes.map((e): ApiEpisode => toEpisode(e, signer)) };
    },

    async episodeExists(podcastId: number, episodeId: number): Promise<boolean> {
      return (await db.selectFrom('episodes').select('id').where('id', '=', episodeId).where('podcast_id', '=', podcastId).executeTakeFirst()) !== undefined;
    },

    async listRadioStations(page: PageRequest): Promise<PageInfo & { stations: ApiRadioStation[] }> {
      const [rows, totalRow] = await Promise.all([
        db.selectFrom('radio_stations').selectAll().orderBy('popularity', 'desc').orderBy('name').orderBy('id').limit(page.limit).offset(offsetOf(page)).execute(),
        db.selectFrom('radio_stations').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const counts = await listeners(rows.map((r) => r.id));
      return { ...pageInfo(page, count(totalRow.n)), stations: rows.map((r) => toRadioStation(r, signer, counts.get(r.id) ?? 0)) };
    },

    async getRadioStation(id: number): Promise<ApiRadioStation | undefined> {
      const row = await db.selectFrom('radio_stations').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const counts = await listeners([id]);
      return toRadioStation(row, signer, counts.get(id) ?? 0);
    },

    async radioStationExists(id: number): Promise<boolean> {
      return (await db.selectFrom('radio_stations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
