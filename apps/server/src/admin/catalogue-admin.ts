/**
 * Catalogue metadata as the administrator edits it (product §1 "manual addition in an admin panel"):
 * titles, artists, genres, years, descriptions and artwork of albums, artists, tracks and featured
 * playlists, and the tracks of a featured playlist. Every change is one transaction and one audit entry.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ArtworkRefused, decodeArtwork } from '../media/artwork-image.js';
import type { MediaStore } from '../media/store.js';
import { createArtist, reindexTracksOf, updateAlbum, updateArtist, updateCatalogPlaylist, updateTrackFields } from '../repositories/catalogue-writes.js';
import { parseList, uniqueGenres } from '../repositories/json.js';
import { sniffImage } from '../content/import/image-sniff.js';
import { storeImage } from '../content/import/music-import.js';
import { AdminInputError } from './admin-error.js';
import { recordAudit } from './audit-log.js';

export type CatalogueKind = 'album' | 'artist' | 'track' | 'playlist';

export interface CatalogueItem {
  kind: CatalogueKind;
  id: number;
  title: string;
  artist: string | null;
  album: string | null;
  genres: string[];
  year: number | null;
  description: string | null;
  hasArtwork: boolean;
  /** Tracks of an album or a playlist, albums of an artist; null for a track. */
  count: number | null;
}

export interface CatalogueFields {
  title?: string | undefined;
  artist?: string | undefined;
  genres?: string[] | undefined;
  year?: number | null | undefined;
  description?: string | null | undefined;
}

const NOUN: Record<CatalogueKind, string> = { album: 'Album', artist: 'Artist', track: 'Track', playlist: 'Playlist' };
/** Which fields each kind has (an artist's description is its biography). */
const FIELDS: Record<CatalogueKind, readonly (keyof CatalogueFields)[]> = {
  album: ['title', 'artist', 'genres', 'year', 'description'],
  artist: ['title', 'genres', 'description'],
  track: ['title', 'artist', 'genres', 'year'],
  playlist: ['title', 'description'],
};

const notFound = (kind: CatalogueKind, id: number) => new AdminInputError(`${NOUN[kind]} ${id} not found`, 404);
const like = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const escaped = (column: string, query: string) => sql<boolean>`lower(${sql.ref(column)}) like ${like(query)} escape '\\'`;

export interface CatalogueFilter {
  /** A part of the title (case-insensitive); every item when empty. */
  query?: string | undefined;
  id?: number | undefined;
}

/** Items of one kind, newest first. */
export async function findCatalogueItems(db: Kysely<Database> | Transaction<Database>, kind: CatalogueKind, filter: CatalogueFilter, limit: number): Promise<CatalogueItem[]> {
  const q = filter.query?.trim() ?? '';
  const id = filter.id;
  if (kind === 'album') {
    let select = db.selectFrom('albums').innerJoin('artists', 'artists.id', 'albums.artist_id').select(['albums.id', 'albums.title', 'artists.name as artist', 'albums.genres', 'albums.year', 'albums.description', 'albums.artwork_file_id as art', sql<number>`(select count(*) from tracks where tracks.album_id = albums.id)`.as('count')]);
    if (q) select = select.where(escaped('albums.title', q));
    if (id !== undefined) select = select.where('albums.id', '=', id);
    return (await select.orderBy('albums.id', 'desc').limit(limit).execute()).map((r) => ({ kind, id: r.id, title: r.title, artist: r.artist, album: null, genres: parseList(r.genres), year: r.year, description: r.description, hasArtwork: r.art !== null, count: Number(r.count) }));
  }
  if (kind === 'artist') {
    let select = db.selectFrom('artists').select(['id', 'name', 'genres', 'bio', 'image_file_id as art', sql<number>`(select count(*) from albums where albums.artist_id = artists.id)`.as('count')]);
    if (q) select = select.where(escaped('name', q));
    if (id !== undefined) select = select.where('id', '=', id);
    return (await select.orderBy('id', 'desc').limit(limit).execute()).map((r) => ({ kind, id: r.id, title: r.name, artist: null, album: null, genres: parseList(r.genres), year: null, description: r.bio, hasArtwork: r.art !== null, count: Number(r.count) }));
  }
  if (kind === 'track') {
    return trackItems(db, (select) => {
      let refined = q ? select.where(escaped('tracks.title', q)) : select;
      if (id !== undefined) refined = refined.where('tracks.id', '=', id);
      return refined.orderBy('tracks.id', 'desc').limit(limit);
    });
  }
  let select = db.selectFrom('catalog_playlists').select(['id', 'title', 'description', 'image_file_id as art', sql<number>`(select count(*) from catalog_playlist_tracks where catalog_playlist_tracks.playlist_id = catalog_playlists.id)`.as('count')]);
  if (q) select = select.where(escaped('title', q));
  if (id !== undefined) select = select.where('id', '=', id);
  return (await select.orderBy('id', 'desc').limit(limit).execute()).map((r) => ({ kind, id: r.id, title: r.title, artist: null, album: null, genres: [], year: null, description: r.description, hasArtwork: r.art !== null, count: Number(r.count) }));
}

const trackSelect = (db: Kysely<Database> | Transaction<Database>) =>
  db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id').leftJoin('albums', 'albums.id', 'tracks.album_id').select(['tracks.id', 'tracks.title', 'artists.name as artist', 'albums.title as album', 'tracks.genres', 'tracks.year', 'tracks.artwork_file_id as art']);

async function trackItems(db: Kysely<Database> | Transaction<Database>, refine: (select: ReturnType<typeof trackSelect>) => ReturnType<typeof trackSelect>): Promise<CatalogueItem[]> {
  return (await refine(trackSelect(db)).execute()).map((r) => ({ kind: 'track' as const, id: r.id, title: r.title, artist: r.artist, album: r.album, genres: parseList(r.genres), year: r.year, description: null, hasArtwork: r.art !== null, count: null }));
}

async function itemById(db: Kysely<Database> | Transaction<Database>, kind: CatalogueKind, id: number): Promise<CatalogueItem> {
  const [item] = await findCatalogueItems(db, kind, { id }, 1);
  if (!item) throw notFound(kind, id);
  return item;
}

function checked(kind: CatalogueKind, fields: CatalogueFields) {
  const given = (Object.keys(fields) as (keyof CatalogueFields)[]).filter((k) => fields[k] !== undefined);
  if (!given.length) throw new AdminInputError('Give at least one field to change');
  const foreign = given.find((k) => !FIELDS[kind].includes(k));
  if (foreign) throw new AdminInputError(`A${kind === 'album' || kind === 'artist' ? 'n' : ''} ${kind} has no ${foreign}`);
  const title = fields.title?.trim();
  if (fields.title !== undefined && !title) throw new AdminInputError(`The ${kind === 'artist' ? 'name' : 'title'} cannot be empty`);
  const artist = fields.artist?.trim();
  if (fields.artist !== undefined && !artist) throw new AdminInputError('The artist cannot be empty');
  if (fields.year !== undefined && fields.year !== null && (!Number.isInteger(fields.year) || fields.year < 1000 || fields.year > 2999)) throw new AdminInputError('The year must be a whole number between 1000 and 2999');
  const genres = fields.genres ? uniqueGenres(fields.genres.map((g) => g.trim()).filter(Boolean)) : undefined;
  const description = fields.description === undefined ? undefined : fields.description?.trim() || null;
  return { title, artist, genres, year: fields.year, description };
}

async function artistNamed(db: Transaction<Database>, name: string): Promise<number> {
  const found = await db.selectFrom('artists').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase()).orderBy('id').executeTakeFirst();
  return found?.id ?? createArtist(db, { name });
}

/** Edits an album, artist, track or featured playlist; answers it as it is now. */
export async function editCatalogueItem(db: Kysely<Database>, actor: string, kind: CatalogueKind, id: number, fields: CatalogueFields): Promise<CatalogueItem> {
  const change = checked(kind, fields);
  return db.transaction().execute(async (trx) => {
    const before = await itemById(trx, kind, id);
    const artistId = change.artist !== undefined ? await artistNamed(trx, change.artist) : undefined;
    const common = {
      ...(change.genres !== undefined ? { genres: change.genres } : {}),
      ...(change.year !== undefined ? { year: change.year } : {}),
      ...(artistId !== undefined ? { artistId } : {}),
    };
    if (kind === 'album') {
      await updateAlbum(trx, id, { ...common, ...(change.title !== undefined ? { title: change.title } : {}), ...(change.description !== undefined ? { description: change.description } : {}) });
      if (change.title !== undefined || artistId !== undefined) await reindexTracksOf(trx, { albumId: id });
    } else if (kind === 'artist') {
      await updateArtist(trx, id, { ...(change.genres !== undefined ? { genres: change.genres } : {}), ...(change.title !== undefined ? { name: change.title } : {}), ...(change.description !== undefined ? { bio: change.description } : {}) });
      if (change.title !== undefined) await reindexTracksOf(trx, { artistId: id });
    } else if (kind === 'track') {
      await updateTrackFields(trx, id, { ...common, ...(change.title !== undefined ? { title: change.title } : {}) });
    } else {
      await updateCatalogPlaylist(trx, id, { ...(change.title !== undefined ? { title: change.title } : {}), ...(change.description !== undefined ? { description: change.description } : {}) });
    }
    const changed = (Object.keys(fields) as (keyof CatalogueFields)[]).filter((k) => fields[k] !== undefined);
    await recordAudit(trx, { actor, action: `${kind}.edit`, target: `${before.title} (id ${id})`, detail: changed.join(', ') });
    return itemById(trx, kind, id);
  });
}

/** Largest artwork upload (decoded bytes). */
export const MAX_ARTWORK_BYTES = 5 * 1024 * 1024;

/** Replaces an item's artwork with an uploaded JPEG, PNG, WebP or GIF; anything else changes nothing. */
export async function setArtwork(db: Kysely<Database>, store: MediaStore, actor: string, kind: CatalogueKind, id: number, image: Buffer): Promise<CatalogueItem> {
  await itemById(db, kind, id);
  if (image.length === 0) throw new AdminInputError('The image is empty');
  if (image.length > MAX_ARTWORK_BYTES) throw new AdminInputError(`The image must be at most ${MAX_ARTWORK_BYTES / 1024 / 1024} MB`);
  const notImage = new AdminInputError('This file is not an image: upload a JPEG, PNG, WebP or GIF');
  if (!sniffImage(image)) throw notImage;
  // The first bytes can lie: the image must also decode, within the pixel limit.
  const decoded = await decodeArtwork(image).catch((error: unknown) => Promise.reject(error instanceof ArtworkRefused ? (error.reason === 'not_image' ? notImage : new AdminInputError(error.message)) : error));
  const fileId = await storeImage(db, store, image);
  if (fileId === null) throw notImage;
  return db.transaction().execute(async (trx) => {
    const before = await itemById(trx, kind, id);
    if (kind === 'album') await updateAlbum(trx, id, { artworkFileId: fileId });
    else if (kind === 'artist') await updateArtist(trx, id, { imageFileId: fileId });
    else if (kind === 'track') await updateTrackFields(trx, id, { artworkFileId: fileId });
    else await updateCatalogPlaylist(trx, id, { imageFileId: fileId });
    await recordAudit(trx, { actor, action: `${kind}.artwork`, target: `${before.title} (id ${id})`, detail: `${decoded.format ?? 'image'} ${decoded.width}x${decoded.height}, ${image.length} bytes` });
    return itemById(trx, kind, id);
  });
}

/** A featured playlist's tracks in order. */
export async function playlistTracks(db: Kysely<Database> | Transaction<Database>, id: number): Promise<CatalogueItem[]> {
  await itemById(db, 'playlist', id);
  const order = await db.selectFrom('catalog_playlist_tracks').select(['track_id', 'position']).where('playlist_id', '=', id).orderBy('position').execute();
  if (!order.length) return [];
  const byId = new Map((await trackItems(db, (s) => s.where('tracks.id', 'in', order.map((o) => o.track_id)))).map((t) => [t.id, t]));
  return order.map((o) => byId.get(o.track_id)).filter((t): t is CatalogueItem => t !== undefined);
}

/** Largest featured playlist the console curates. */
export const MAX_PLAYLIST_TRACKS = 500;

/** Sets a featured playlist's tracks, in this order: adding, reordering and removing in one change. */
export async function setPlaylistTracks(db: Kysely<Database>, actor: string, id: number, trackIds: number[]): Promise<CatalogueItem[]> {
  if (trackIds.length > MAX_PLAYLIST_TRACKS) throw new AdminInputError(`A featured playlist holds at most ${MAX_PLAYLIST_TRACKS} tracks`);
  if (new Set(trackIds).size !== trackIds.length) throw new AdminInputError('A track appears twice in the playlist');
  return db.transaction().execute(async (trx) => {
    const before = await playlistTracks(trx, id);
    const known = trackIds.length ? new Set((await trx.selectFrom('tracks').select('id').where('id', 'in', trackIds).execute()).map((t) => t.id)) : new Set<number>();
    const unknown = trackIds.find((t) => !known.has(t));
    if (unknown !== undefined) throw new AdminInputError(`There is no track ${unknown}`);
    await updateCatalogPlaylist(trx, id, { trackIds });
    const was = new Set(before.map((t) => t.id));
    const added = trackIds.filter((t) => !was.has(t)).length;
    const removed = before.filter((t) => !known.has(t.id)).length;
    const title = (await itemById(trx, 'playlist', id)).title;
    await recordAudit(trx, { actor, action: 'playlist.tracks', target: `${title} (id ${id})`, detail: `${trackIds.length} tracks: ${added} added, ${removed} removed` });
    return playlistTracks(trx, id);
  });
}
