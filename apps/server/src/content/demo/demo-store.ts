/** The server's side of libs/demo-catalogue's seed: its catalogue writes, behind DemoCatalogueStore. */
import type { Kysely, Transaction } from 'kysely';
import { DEMO_SOURCE, type DemoCatalogueStore, type DemoCatalogueWriter } from '@tangerine/demo-catalogue';
import type { Database } from '../../db/schema.js';
import {
  createAlbum,
  createArtist,
  createCatalogPlaylist,
  createEpisode,
  createPodcast,
  createRadioStation,
  createTrack,
  recordPlay,
  upsertMediaFile,
} from '../../repositories/catalogue-writes.js';
import { saveTrackLyrics } from '../../lyrics/lyrics-store.js';
import { parseLrc } from '../../lyrics/lyrics-text.js';

export async function hasDemoCatalogue(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('tracks').select('id').where('source_key', 'like', `${DEMO_SOURCE}%`).limit(1).executeTakeFirst();
  return row !== undefined;
}

export function demoCatalogueWriter(db: Kysely<Database> | Transaction<Database>): DemoCatalogueWriter {
  return {
    upsertMediaFile: (file) => upsertMediaFile(db, file),
    createArtist: (row) => createArtist(db, row),
    createAlbum: (row) => createAlbum(db, row),
    createTrack: async ({ lyrics, ...row }) => {
      const id = await createTrack(db, row);
      const parsed = lyrics ? parseLrc(lyrics, () => undefined) : null;
      if (parsed) await saveTrackLyrics(db, id, { ...parsed, source: 'demo' });
      return id;
    },
    createCatalogPlaylist: (row) => createCatalogPlaylist(db, row),
    createPodcast: (row) => createPodcast(db, row),
    createEpisode: (row) => createEpisode(db, row),
    createRadioStation: (row) => createRadioStation(db, row),
    recordPlay: (play) => recordPlay(db, play),
  };
}

export function demoCatalogueStore(db: Kysely<Database>): DemoCatalogueStore {
  return {
    hasDemoCatalogue: () => hasDemoCatalogue(db),
    transaction: (work) => db.transaction().execute((trx) => work(demoCatalogueWriter(trx))),
  };
}
