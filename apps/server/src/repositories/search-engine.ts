import type { Expression, RawBuilder } from 'kysely';
import type { ApiAlbum, ApiArtist, ApiPlaylist, ApiTrack } from '../contract.js';

// What both search engines (search-sqlite.ts, search-postgres.ts) answer, and the limits they share.

export type SearchKind = 'track' | 'album' | 'artist' | 'playlist';

/**
 * Counting stops here: beyond it the total reads "1000". Pages of results larger than RANK_CAP come
 * in index order (SQLite) or id order within the first 1000 matches (PostgreSQL), unranked.
 */
export const COUNT_CAP = 1000;
/** Results up to this many are ranked (SQLite bm25, PostgreSQL ts_rank); larger ones are not. */
export const RANK_CAP = 200;
/** Corrections kept per misspelt word. */
export const CORRECTIONS = 4;
/** A prefix matching at most this many indexed words is searched as those words. */
export const PREFIX_EXPANSIONS = 16;

export interface SearchHits {
  ids: number[];
  total: number;
}

export type Row = { ref_id: number; kind: string; title: string };

/** What a page of each kind shows. */
export interface KindItems {
  track: ApiTrack;
  album: ApiAlbum;
  artist: ApiArtist;
  playlist: ApiPlaylist;
}

/**
 * How a page of one kind is loaded once its ids are known (the catalogue provides these): by a
 * statement of its own, or (PostgreSQL) as a sub-select of the search statement, whose rows come
 * back as JSON and are mapped by `fromRow`: one round trip for a whole search.
 */
export interface PageLoader<T> {
  byIds(ids: readonly number[]): Promise<T[]>;
  /** The rows of the ids in the array expression `ids`, in any order. */
  select(ids: Expression<unknown>): Expression<unknown>;
  /** One of `select`'s rows, as JSON gives it back. */
  fromRow(row: never): T;
}

export type PageLoaders = { [K in SearchKind]: PageLoader<KindItems[K]> };

/** Loaders of some kinds, of any item shape: the web API's pages, or another API's (Subsonic). */
export type AnyPageLoaders = { [K in SearchKind]?: PageLoader<unknown> };

/** One page of every kind asked for, with each kind's (capped) total, as `loaders` load them. */
export type PageOf<L extends AnyPageLoaders> = { [K in keyof L]?: { total: number; items: NonNullable<L[K]> extends PageLoader<infer T> ? T[] : never } };

/** A page as an engine answers it, before its items' shape is known. */
export type AnyPage = { [K in SearchKind]?: { total: number; items: unknown[] } };

/** One page of every kind asked for, with each kind's (capped) total. */
export type SearchPage = PageOf<PageLoaders>;

/** What one search runs: a count and a page over the same index condition. */
export interface Statements {
  count: RawBuilder<{ n: number }>;
  page: (ranked: boolean, limit: number, offset: number) => RawBuilder<Row>;
  /** The count when the engine already ran it. */
  total?: number;
  /** An engine's own way to a page and its total (instead of count + page). */
  hits?: (limit: number, offset: number) => Promise<SearchHits>;
  /** The statements `hits` runs, for `explain`. */
  explained?: RawBuilder<unknown>[];
}

/** The statements for one kind (or all kinds), once the query's words are resolved. */
export type StatementsFor = (kind: SearchKind | null) => Promise<Statements | null>;

/** A query with its words resolved (prefixes, corrections). */
export interface Resolved {
  forKind: StatementsFor;
  /** An engine's way to answer several kinds with their pages loaded, in one statement. */
  page?: (kinds: SearchKind[], limit: number, offset: number, loaders: AnyPageLoaders) => Promise<AnyPage>;
  /** The statements a search of one kind runs, for `explain`, when not the kind's own. */
  explained?: (kind: SearchKind) => RawBuilder<unknown>[];
}

/** An engine: a query's words resolved against its index, or null when nothing can match. */
export type SearchEngine = (tokens: string[]) => Promise<Resolved | null>;
