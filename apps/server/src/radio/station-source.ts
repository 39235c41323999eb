/**
 * Which files a station plays: our own stations (no external stream URL) rotate the catalogue's MP3
 * tracks that share one of the station's genres, in track order. Every server instance reads the
 * same rows, so every instance builds the same programme.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { parseList } from '../repositories/json.js';
import type { StationSource } from './hub.js';

const MAX_TRACKS = 400;

export function databaseStationSource(db: Kysely<Database>, store: MediaStore): StationSource {
  return async (stationId) => {
    const station = await db.selectFrom('radio_stations').select(['genres', 'stream_url']).where('id', '=', stationId).executeTakeFirst();
    if (!station || station.stream_url) return null;
    const genres = parseList(station.genres).map((g) => g.toLowerCase());
    let query = db
      .selectFrom('tracks as t')
      .innerJoin('media_files as m', 'm.id', 't.audio_file_id')
      .select(['m.path'])
      .where('m.mime', '=', 'audio/mpeg')
      .orderBy('t.id')
      .limit(MAX_TRACKS);
    if (genres.length) query = query.where('t.id', 'in', db.selectFrom('track_genres').select('owner_id').where('genre', 'in', genres));
    const rows = await query.execute();
    const paths: string[] = [];
    for (const row of rows) {
      // The broadcaster reads whole files by path: a bucket's objects are copied to the data directory once.
      const absolute = await store.localCopy(row.path).catch(() => null);
      if (absolute && !paths.includes(absolute)) paths.push(absolute);
    }
    return paths;
  };
}
