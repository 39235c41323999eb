import type { HandlerFactory } from './operation.js';
import { found, idOrNotFound } from './operation.js';
import { trackLyrics } from '../lyrics/lyrics-store.js';

const TRACK_NOT_FOUND = 'Track not found';

export const lyricsHandlers: HandlerFactory<'getTrackLyrics'> = (app) => ({
  async getTrackLyrics(request) {
    const id = idOrNotFound(request.params.id, TRACK_NOT_FOUND);
    found((await app.catalogue.trackExists(id)) || null, TRACK_NOT_FOUND);
    const lyrics = await trackLyrics(app.db, id);
    return {
      track_id: String(id),
      synced: lyrics?.synced ?? false,
      language: lyrics?.language ?? null,
      // Stored in milliseconds; the contract speaks seconds like every other time it carries.
      lines: (lyrics?.lines ?? []).map((line) => ({
        start: line.start === null ? null : line.start / 1000,
        text: line.text,
        ...(line.words?.length ? { words: line.words.map((word) => ({ start: word.start / 1000, text: word.text })) } : {}),
      })),
    };
  },
});
