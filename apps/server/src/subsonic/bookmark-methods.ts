import { nowIso } from '../repositories/json.js';
import { writes, type MethodTable } from './context.js';
import { parseSubsonicId } from './ids.js';
import { inIdOrder } from './queries.js';
import { integer, oneId, single } from './param-checks.js';
import { episodeSelect, toEpisode } from './podcast-methods.js';
import { notFound, type Payload } from './response.js';
import { songsByIds, withStarred } from './songs.js';

const BOOKMARKABLE = ['song', 'episode'] as const;
/** Positions are milliseconds; a day's worth of audio is far beyond any file we hold. */
const MAX_POSITION_MS = 1000 * 60 * 60 * 24 * 7;

const iso = (at: string) => new Date(at).toISOString();

/** A bookmark's entry is a Child: an episode without its podcast-only fields. */
function episodeAsChild(episode: Payload): Payload {
  const { streamId: _streamId, channelId: _channelId, description: _description, status: _status, publishDate: _publishDate, ...child } = episode;
  return child;
}

/**
 * Bookmarks: one resume position per song or podcast episode and listener (activation code), so an
 * audiobook or episode resumes on any app signed in with that code.
 */
export const bookmarkMethods: MethodTable = {
  getBookmarks: async ({ app, user }) => {
    const rows = await app.db.selectFrom('bookmarks').selectAll().where('code_id', '=', user.codeId).orderBy('changed_at', 'desc').orderBy('ref_id').execute();
    const songIds = rows.filter((r) => r.kind === 'song').map((r) => Number(r.ref_id));
    const episodeIds = rows.filter((r) => r.kind === 'episode').map((r) => Number(r.ref_id));
    const songs = new Map((await withStarred(app, user.codeId, await songsByIds(app, songIds))).map((song) => [parseSubsonicId(song['id'] as string)?.id, song]));
    const episodes = new Map((await inIdOrder(episodeIds, (list) => episodeSelect(app).where('e.id', 'in', list).execute())).map((row) => [Number(row.id), episodeAsChild(toEpisode(row))]));
    const bookmark: Payload[] = rows.flatMap((row) => {
      const entry = (row.kind === 'song' ? songs : episodes).get(Number(row.ref_id));
      if (!entry) return [];
      const position = Number(row.position_ms);
      return [{ position, username: user.username, comment: row.comment ?? undefined, created: iso(row.created_at), changed: iso(row.changed_at), entry: { ...entry, bookmarkPosition: position } }];
    });
    return { bookmarks: { bookmark } };
  },

  createBookmark: writes(async ({ app, params, user }) => {
    const target = oneId(params, 'id', BOOKMARKABLE, 'Media file');
    const position = integer(params, 'position', { min: 0, max: MAX_POSITION_MS });
    const comment = single(params, 'comment') ?? null;
    const exists = target.kind === 'song' ? await app.catalogue.trackExists(target.id) : !!(await app.db.selectFrom('episodes').select('id').where('id', '=', target.id).executeTakeFirst());
    if (!exists) throw notFound(target.kind === 'song' ? 'Song' : 'Podcast episode');
    const now = nowIso();
    await app.db
      .insertInto('bookmarks')
      .values({ code_id: user.codeId, kind: target.kind, ref_id: target.id, position_ms: position, comment, created_at: now, changed_at: now })
      .onConflict((oc) => oc.columns(['code_id', 'kind', 'ref_id']).doUpdateSet({ position_ms: position, comment, changed_at: now }))
      .execute();
    return {};
  }),

  deleteBookmark: writes(async ({ app, params, user }) => {
    const target = oneId(params, 'id', BOOKMARKABLE, 'Bookmark');
    const result = await app.db.deleteFrom('bookmarks').where('code_id', '=', user.codeId).where('kind', '=', target.kind).where('ref_id', '=', target.id).executeTakeFirst();
    if (!Number(result.numDeletedRows)) throw notFound('Bookmark');
    return {};
  }),
};
