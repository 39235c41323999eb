import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ApiTrack, ApiUserPlaylist, ApiUserPlaylistDetail } from '../contract.js';
import type { CatalogueRepository } from './catalogue.js';
import { nowIso } from './json.js';
import { HttpError } from '../http-error.js';
import { checkQuota, DEFAULT_QUOTAS, type Quotas } from './quotas.js';
import { offsetOf, pageInfo, parseId, type PageInfo, type PageRequest } from './page.js';
import { createSmartPlaylistQueries, parseStoredRules } from './smart-playlists.js';
import { checkRules, type SmartRules } from './smart-rules.js';
import { READY_MADE_PLAYLISTS, readyMadeId, readyMadeIndex } from './ready-made-playlists.js';

/**
 * The account's library: playlists, favorites and downloads belong to the activation code, so all
 * devices of a code share them. Every query is scoped by code id; another account's rows are "not found".
 */
export function createLibraryRepository(db: Kysely<Database>, catalogue: CatalogueRepository, quotas: Quotas = DEFAULT_QUOTAS) {
  const playlistSelect = () =>
    db
      .selectFrom('user_playlists as p')
      .select((eb) => ['p.id', 'p.code_id', 'p.name', 'p.description', 'p.created_at', 'p.updated_at', 'p.rules', eb.selectFrom('user_playlist_tracks as t').select(eb.fn.countAll<number>().as('n')).whereRef('t.playlist_id', '=', 'p.id').as('track_count')]);

  type PlaylistRow = Awaited<ReturnType<ReturnType<typeof playlistSelect>['executeTakeFirstOrThrow']>>;
  const smart = createSmartPlaylistQueries(db);
  /** A playlist as answered; a smart one counts the songs its rules match now (`songs`: already read, so not counted again). */
  const toPlaylist = async (row: PlaylistRow, songs?: number): Promise<ApiUserPlaylist> => {
    const rules = parseStoredRules(row.rules);
    return {
      id: String(row.id),
      name: row.name,
      description: row.description,
      track_count: rules ? (songs ?? (await smart.count(row.code_id, rules))) : Number(row.track_count ?? 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...(rules ? { rules } : {}),
    };
  };

  /** A ready-made playlist as answered: counted (`songs`: already read) for this listener on each read. */
  async function readyMade(codeId: number, index: number, songs?: number): Promise<ApiUserPlaylist> {
    const { name, description, rules } = READY_MADE_PLAYLISTS[index] as (typeof READY_MADE_PLAYLISTS)[number];
    const stamp = nowIso();
    return { id: readyMadeId(index), name, description, track_count: songs ?? (await smart.count(codeId, rules)), created_at: stamp, updated_at: stamp, rules, ready_made: true };
  }

  async function ownPlaylist(codeId: number, id: number) {
    return playlistSelect().where('p.id', '=', id).where('p.code_id', '=', codeId).executeTakeFirst();
  }

  async function touch(id: number, executor: Kysely<Database> = db) {
    await executor.updateTable('user_playlists').set({ updated_at: nowIso() }).where('id', '=', id).execute();
  }

  async function countWhere(table: 'favorites' | 'downloads' | 'user_playlists' | 'user_playlist_tracks', column: 'code_id' | 'playlist_id', value: number): Promise<number> {
    const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).where(column, '=', value).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  type EntryTable = 'favorites' | 'downloads';
  async function listEntries(table: EntryTable, codeId: number, page: PageRequest): Promise<PageInfo & { entries: { track: ApiTrack; created_at: string }[] }> {
    const [rows, totalRow] = await Promise.all([
      db.selectFrom(table).select(['track_id', 'created_at']).where('code_id', '=', codeId).orderBy('created_at', 'desc').orderBy('track_id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(),
      db.selectFrom(table).select(db.fn.countAll<number>().as('n')).where('code_id', '=', codeId).executeTakeFirstOrThrow(),
    ]);
    const tracks = new Map((await catalogue.tracksByIds(rows.map((r) => r.track_id))).map((t) => [t.id, t]));
    const entries = rows.flatMap((r) => {
      const track = tracks.get(String(r.track_id));
      return track ? [{ track, created_at: r.created_at }] : [];
    });
    return { ...pageInfo(page, Number(totalRow.n)), entries };
  }

  /** Adds an entry; `created` is false when it was already there (the existing entry is answered). */
  async function addEntry(table: EntryTable, codeId: number, trackId: number): Promise<{ created: boolean; entry: { track: ApiTrack; created_at: string } } | undefined> {
    const [track] = await catalogue.tracksByIds([trackId]);
    if (!track) return undefined;
    const existing = await db.selectFrom(table).select('created_at').where('code_id', '=', codeId).where('track_id', '=', trackId).executeTakeFirst();
    if (existing) return { created: false, entry: { track, created_at: existing.created_at } };
    checkQuota(quotas, table, await countWhere(table, 'code_id', codeId));
    const created_at = nowIso();
    await db.insertInto(table).values({ code_id: codeId, track_id: trackId, created_at }).onConflict((oc) => oc.columns(['code_id', 'track_id']).doNothing()).execute();
    return { created: true, entry: { track, created_at } };
  }

  async function removeEntry(table: EntryTable, codeId: number, trackId: number): Promise<void> {
    await db.deleteFrom(table).where('code_id', '=', codeId).where('track_id', '=', trackId).execute();
  }

  async function addTracks(codeId: number, id: number, trackIds: readonly number[]): Promise<ApiUserPlaylist | undefined | null> {
    const playlist = await ownPlaylist(codeId, id);
    if (!playlist) return undefined;
    if (playlist.rules) throw new HttpError(400, "A smart playlist's songs come from its rules: change its rules instead", 'bad_request');
    const wanted = [...new Set(trackIds)];
    if (!wanted.length) return toPlaylist((await ownPlaylist(codeId, id)) as PlaylistRow);
    const known = new Set((await db.selectFrom('tracks').select('id').where('id', 'in', wanted).execute()).map((t) => Number(t.id)));
    if (wanted.some((trackId) => !known.has(trackId))) return null;
    const present = new Set((await db.selectFrom('user_playlist_tracks').select('track_id').where('playlist_id', '=', id).where('track_id', 'in', wanted).execute()).map((t) => Number(t.track_id)));
    const added = wanted.filter((trackId) => !present.has(trackId));
    if (added.length) {
      checkQuota(quotas, 'tracksPerPlaylist', (await countWhere('user_playlist_tracks', 'playlist_id', id)) + added.length - 1);
      const last = await db.selectFrom('user_playlist_tracks').select((eb) => eb.fn.max('position').as('max')).where('playlist_id', '=', id).executeTakeFirst();
      const first = Number(last?.max ?? -1) + 1;
      const stamp = nowIso();
      // The tracks and the playlist's new date together, or none (a full or read-only disk).
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_playlist_tracks')
          .values(added.map((trackId, i) => ({ playlist_id: id, track_id: trackId, position: first + i, added_at: stamp })))
          .onConflict((oc) => oc.columns(['playlist_id', 'track_id']).doNothing())
          .execute();
        await touch(id, trx);
      });
    }
    return toPlaylist((await ownPlaylist(codeId, id)) as PlaylistRow);
  }

  async function removeTracks(codeId: number, id: number, trackIds: readonly number[]): Promise<number | undefined> {
    if (!(await ownPlaylist(codeId, id))) return undefined;
    if (!trackIds.length) return 0;
    return db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('user_playlist_tracks').where('playlist_id', '=', id).where('track_id', 'in', [...new Set(trackIds)]).executeTakeFirst();
      const removed = Number(result.numDeletedRows);
      if (removed > 0) await touch(id, trx);
      return removed;
    });
  }

  async function getPlaylist(codeId: number, id: number): Promise<ApiUserPlaylistDetail | undefined> {
    const row = await ownPlaylist(codeId, id);
    if (!row) return undefined;
    const rules = parseStoredRules(row.rules);
    const trackIds = rules
      ? await smart.trackIds(codeId, rules)
      : (await db.selectFrom('user_playlist_tracks').select('track_id').where('playlist_id', '=', id).orderBy('position').execute()).map((t) => t.track_id);
    const tracks = await catalogue.tracksByIds(trackIds);
    return { ...(await toPlaylist(row, rules ? tracks.length : undefined)), tracks };
  }

  return {
    async listPlaylists(codeId: number, page: PageRequest): Promise<PageInfo & { playlists: ApiUserPlaylist[] }> {
      const [rows, totalRow] = await Promise.all([
        playlistSelect().where('p.code_id', '=', codeId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(),
        db.selectFrom('user_playlists').select(db.fn.countAll<number>().as('n')).where('code_id', '=', codeId).executeTakeFirstOrThrow(),
      ]);
      return { ...pageInfo(page, Number(totalRow.n)), playlists: await Promise.all(rows.map((row) => toPlaylist(row))) };
    },

    getPlaylist,

    /** The ready-made smart playlists, counted for this listener. */
    listReadyMade: (codeId: number): Promise<ApiUserPlaylist[]> => Promise.all(READY_MADE_PLAYLISTS.map((_, index) => readyMade(codeId, index))),

    /** A playlist by the id the API answers: one of the code's own (a number) or a ready-made one (`ready-N`). */
    async readPlaylist(codeId: number, raw: string): Promise<ApiUserPlaylistDetail | undefined> {
      const index = readyMadeIndex(raw);
      if (index !== undefined) {
        const rules = (READY_MADE_PLAYLISTS[index] as (typeof READY_MADE_PLAYLISTS)[number]).rules;
        const tracks = await catalogue.tracksByIds(await smart.trackIds(codeId, rules));
        return { ...(await readyMade(codeId, index, tracks.length)), tracks };
      }
      const id = parseId(raw);
      return id === null ? undefined : getPlaylist(codeId, id);
    },

    async createPlaylist(codeId: number, input: { name: string; description?: string | null }): Promise<ApiUserPlaylist> {
      checkQuota(quotas, 'playlists', await countWhere('user_playlists', 'code_id', codeId));
      const stamp = nowIso();
      const row = await db
        .insertInto('user_playlists')
        .values({ code_id: codeId, name: input.name.trim(), description: input.description?.trim() || null, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toPlaylist((await ownPlaylist(codeId, row.id)) as PlaylistRow);
    },

    /** A smart playlist: its rules are checked (depth, operators, values) before anything is stored. */
    async createSmartPlaylist(codeId: number, input: { name: string; rules: SmartRules }): Promise<ApiUserPlaylist> {
      checkRules(input.rules);
      checkQuota(quotas, 'playlists', await countWhere('user_playlists', 'code_id', codeId));
      const stamp = nowIso();
      const row = await db
        .insertInto('user_playlists')
        .values({ code_id: codeId, name: input.name.trim(), description: null, created_at: stamp, updated_at: stamp, rules: JSON.stringify(input.rules) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toPlaylist((await ownPlaylist(codeId, row.id)) as PlaylistRow);
    },

    /** New name and rules for one of the code's smart playlists; undefined when it has none by that id. */
    async updateSmartPlaylist(codeId: number, id: number, input: { name: string; rules: SmartRules }): Promise<ApiUserPlaylist | undefined> {
      checkRules(input.rules);
      const row = await ownPlaylist(codeId, id);
      if (!row || !parseStoredRules(row.rules)) return undefined;
      await db.updateTable('user_playlists').set({ name: input.name.trim(), rules: JSON.stringify(input.rules), updated_at: nowIso() }).where('id', '=', id).where('code_id', '=', codeId).execute();
      return toPlaylist((await ownPlaylist(codeId, id)) as PlaylistRow);
    },

    /** The number of songs `rules` match for the listener now. */
    async previewSmartPlaylist(codeId: number, rules: SmartRules): Promise<number> {
      checkRules(rules);
      return smart.count(codeId, rules);
    },

    async updatePlaylist(codeId: number, id: number, input: { name?: string; description?: string | null }): Promise<ApiUserPlaylist | undefined> {
      if (!(await ownPlaylist(codeId, id))) return undefined;
      const changes: { name?: string; description?: string | null; updated_at: string } = { updated_at: nowIso() };
      if (input.name !== undefined) changes.name = input.name.trim();
      if (input.description !== undefined) changes.description = input.description?.trim() || null;
      await db.updateTable('user_playlists').set(changes).where('id', '=', id).where('code_id', '=', codeId).execute();
      return toPlaylist((await ownPlaylist(codeId, id)) as PlaylistRow);
    },

    async deletePlaylist(codeId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('user_playlists').where('id', '=', id).where('code_id', '=', codeId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Appends a track; a track already there changes nothing. undefined: no such playlist; null: no such track. */
    addTrack: (codeId: number, id: number, trackId: number) => addTracks(codeId, id, [trackId]),

    /** Appends tracks in order in one transaction; tracks already there change nothing. undefined: no such playlist; null: a track does not exist. */
    addTracks,

    /** undefined: no such playlist; null: the track is not in it. */
    async removeTrack(codeId: number, id: number, trackId: number): Promise<ApiUserPlaylist | undefined | null> {
      const removed = await removeTracks(codeId, id, [trackId]);
      if (removed === undefined) return undefined;
      if (removed === 0) return null;
      return toPlaylist((await ownPlaylist(codeId, id)) as PlaylistRow);
    },

    /** Removes tracks in one transaction: how many were there, or undefined when there is no such playlist. */
    removeTracks,

    listFavorites: (codeId: number, page: PageRequest) => listEntries('favorites', codeId, page),
    addFavorite: (codeId: number, trackId: number) => addEntry('favorites', codeId, trackId),
    removeFavorite: (codeId: number, trackId: number) => removeEntry('favorites', codeId, trackId),
    listDownloads: (codeId: number, page: PageRequest) => listEntries('downloads', codeId, page),
    addDownload: (codeId: number, trackId: number) => addEntry('downloads', codeId, trackId),
    removeDownload: (codeId: number, trackId: number) => removeEntry('downloads', codeId, trackId),
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
