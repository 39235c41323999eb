import { badRequest, notFound } from '../http-error.js';
import { parseId } from '../repositories/page.js';
import { chooseSimilarSongs, mixSeeds } from '../repositories/similar-songs.js';
import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';

/** Ids of a comma-separated list; one that cannot be an id is no song (nothing to seed with or to leave out). */
const idList = (raw: string | undefined): number[] => (raw ? raw.split(',').map(parseId).filter((id): id is number => id !== null) : []);

/** Autoplay's and Instant mix's songs: the one choice of repositories/similar-songs.ts. */
export const mixHandlers: HandlerFactory<'getMix'> = (app) => ({
  async getMix(request) {
    const { codeId } = accountOf(request);
    const { song_ids, album_id, artist_id, exclude_ids, limit } = request.query;
    const given = [song_ids, album_id, artist_id].filter((value) => value !== undefined).length;
    if (given !== 1) throw badRequest('Give exactly one of song_ids, album_id and artist_id.');
    let seedIds: number[] | null;
    if (song_ids !== undefined) {
      seedIds = (await app.db.selectFrom('tracks').select('id').where('id', 'in', [0, ...idList(song_ids)]).execute()).map((r) => Number(r.id));
      if (seedIds.length === 0) throw notFound('Track not found');
    } else {
      const kind = album_id !== undefined ? 'album' : 'artist';
      const id = parseId((album_id ?? artist_id) as string);
      seedIds = id === null ? null : await mixSeeds(app.db, kind, id);
      if (seedIds === null) throw notFound(kind === 'album' ? 'Album not found' : 'Artist not found');
    }
    const ids = await chooseSimilarSongs(app.db, { codeId, seedIds, excludeIds: idList(exclude_ids), count: limit ?? 25 });
    return { tracks: await app.catalogue.tracksByIds(ids) };
  },
});
