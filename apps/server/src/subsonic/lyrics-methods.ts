/**
 * Lyrics for apps, from the store the library scan fills (lyrics/lyrics-store.ts): Subsonic's
 * `getLyrics` (by artist and title, plain text) and OpenSubsonic's `getLyricsBySongId` (the
 * `songLyrics` extension: structured lines, with start times in milliseconds when synced; version 2's
 * `enhanced=true` adds word times as cue lines).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MethodTable } from './context.js';
import { expectId } from './ids.js';
import { notFound } from './response.js';
import { trackLyrics, type StoredLyrics } from '../lyrics/lyrics-store.js';
import type { LyricsLine } from '../lyrics/lyrics-text.js';

/** The longest artist or title searched by getLyrics (longer never matches a stored name). */
const MAX_NAME = 500;

const plainText = (lyrics: StoredLyrics) => lyrics.lines.map((line) => line.text).join('\n');

async function songNames(app: FastifyInstance, trackId: number) {
  return app.db.selectFrom('tracks as t').innerJoin('artists as a', 'a.id', 't.artist_id').select(['t.title', 'a.name as artist']).where('t.id', '=', trackId).executeTakeFirst();
}

/**
 * OpenSubsonic's cue lines: for each line with word times, its words as cues with inclusive UTF-8
 * byte offsets into the line's text. Enhanced LRC gives starts only, so no cue has an end; a line ends
 * where the next one starts.
 */
export function cueLines(lines: readonly LyricsLine[]) {
  return lines.flatMap((line, index) => {
    if (line.start === null || !line.words?.length) return [];
    const cue: { start: number; value: string; byteStart: number; byteEnd: number }[] = [];
    let at = 0;
    for (const word of line.words) {
      const found = line.text.indexOf(word.text, at);
      if (!word.text || found < 0) continue;
      const byteStart = Buffer.byteLength(line.text.slice(0, found));
      cue.push({ start: word.start, value: word.text, byteStart, byteEnd: byteStart + Buffer.byteLength(word.text) - 1 });
      at = found + word.text.length;
    }
    const next = lines[index + 1]?.start;
    return cue.length ? [{ index, start: line.start, ...(typeof next === 'number' && next >= line.start ? { end: next } : {}), value: line.text, cue }] : [];
  });
}

export const lyricsMethods: MethodTable = {
  getLyrics: async ({ app, params }) => {
    const artist = params.one('artist')?.trim().slice(0, MAX_NAME) ?? '';
    const title = params.one('title')?.trim().slice(0, MAX_NAME) ?? '';
    // Without a title there is nothing to look for: an empty element, as when nothing is found.
    if (!title) return { lyrics: { value: '' } };
    let query = app.db
      .selectFrom('track_lyrics as l')
      .innerJoin('tracks as t', 't.id', 'l.track_id')
      .innerJoin('artists as a', 'a.id', 't.artist_id')
      .select(['t.id', 't.title', 'a.name as artist'])
      .where(sql`lower(t.title)`, '=', title.toLowerCase());
    if (artist) query = query.where(sql`lower(a.name)`, '=', artist.toLowerCase());
    const row = await query.orderBy('l.synced', 'desc').orderBy('t.id').limit(1).executeTakeFirst();
    const lyrics = row && (await trackLyrics(app.db, row.id));
    if (!row || !lyrics) return { lyrics: { value: '' } };
    return { lyrics: { artist: row.artist, title: row.title, value: plainText(lyrics) } };
  },

  getLyricsBySongId: async ({ app, params }) => {
    const id = expectId(params.required('id'), 'song', 'Song');
    // songLyrics v2: `enhanced=true` adds the layer's kind and word times as cue lines; without it v1's answer is unchanged.
    const enhanced = params.bool('enhanced', false);
    const names = await songNames(app, id);
    if (!names) throw notFound('Song');
    const lyrics = await trackLyrics(app.db, id);
    if (!lyrics) return { lyricsList: { structuredLyrics: [] } };
    const cueLine = enhanced && lyrics.synced ? cueLines(lyrics.lines) : [];
    return {
      lyricsList: {
        structuredLyrics: [
          {
            ...(enhanced ? { kind: 'main' } : {}),
            displayArtist: names.artist,
            displayTitle: names.title,
            // OpenSubsonic: "und" when the language is not known (an .lrc without [la:]).
            lang: lyrics.language ?? 'und',
            offset: 0,
            synced: lyrics.synced,
            line: lyrics.lines.map((line) => (lyrics.synced && line.start !== null ? { start: line.start, value: line.text } : { value: line.text })),
            ...(cueLine.length ? { cueLine } : {}),
          },
        ],
      },
    };
  },
};
