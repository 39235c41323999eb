import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '@tangerine/demo-catalogue';
import { buildTestApp } from '../test-support/test-app.js';
import { activateListener } from '../test-support/listener.js';
import { createArtist, createTrack, upsertMediaFile } from '../repositories/catalogue-writes.js';
import { PEAK_COLUMNS } from '../media/waveform-peaks.js';

const RATE = 44100;
const SECONDS = 8;

/** A 440 Hz tone, quiet (0.05) for the first half and loud (0.8) for the second. */
function quietThenLoud(): Float32Array {
  const pcm = new Float32Array(RATE * SECONDS);
  for (let i = 0; i < pcm.length; i++) pcm[i] = (i < pcm.length / 2 ? 0.05 : 0.8) * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return pcm;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A test app with one song whose file is the quiet-then-loud tone, and one song without a file. */
async function appWithSong(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(overrides);
  const relative = 'media/imported/audio/waveform.mp3';
  const absolute = path.join(t.dataDir, relative);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, encodeMp3(quietThenLoud(), RATE, 128));
  const fileId = await upsertMediaFile(t.app.db, { kind: 'audio', path: relative, mime: 'audio/mpeg', size: fs.statSync(absolute).size });
  const artistId = await createArtist(t.app.db, { name: 'Waveform Artist', genres: [] });
  const song = await createTrack(t.app.db, { title: 'Quiet then loud', artistId, duration: SECONDS, audioFileId: fileId, genres: [] });
  const silent = await createTrack(t.app.db, { title: 'No file', artistId, duration: 60, genres: [] });
  const listener = await activateListener(t);
  const peaks = async (id: number | string) => t.call('getTrackPeaks', { method: 'GET', url: `/api/v1/browse/tracks/${id}/peaks`, headers: listener.headers });
  return { t, song, silent, absolute, fileId, peaks };
}

/** Checks the shape of the tone: quiet columns in the first half, loud ones in the second. */
function expectQuietThenLoud(peaks: number[]) {
  expect(peaks).toHaveLength(PEAK_COLUMNS);
  const half = PEAK_COLUMNS / 2;
  // A few columns either side of the change and at the ends are left out (encoder delay and padding).
  expect(mean(peaks.slice(5, half - 5))).toBeGreaterThan(0.03 * 255);
  expect(mean(peaks.slice(5, half - 5))).toBeLessThan(0.08 * 255);
  expect(mean(peaks.slice(half + 5, PEAK_COLUMNS - 5))).toBeGreaterThan(0.7 * 255);
  expect(Math.max(...peaks)).toBeLessThanOrEqual(255);
}

describe('a track’s waveform (getTrackPeaks)', () => {
  let app: Awaited<ReturnType<typeof appWithSong>>;
  beforeAll(async () => {
    app = await appWithSong();
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('is computed from the audio on the first request, cacheable, and kept in a few hundred bytes', async () => {
    const response = await app.peaks(app.song);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    // The server's CPU for them beside the answer's time (the waveform bench reads it).
    expect(String(response.headers['server-timing'])).toMatch(/^app;dur=\d+(\.\d+)?, peaks-cpu;dur=\d+(\.\d+)?$/);
    const { track_id, peaks } = response.json() as { track_id: string; peaks: number[] };
    expect(track_id).toBe(String(app.song));
    expectQuietThenLoud(peaks);
    const row = await app.t.app.db.selectFrom('track_peaks').selectAll().where('track_id', '=', app.song).executeTakeFirstOrThrow();
    expect(Buffer.from(row.peaks, 'base64')).toHaveLength(PEAK_COLUMNS);
    expect(row.peaks.length).toBeLessThan(400);
  });

  it('answers the stored peaks later, and measures again when the file is replaced', async () => {
    const marked = Buffer.from(new Uint8Array(PEAK_COLUMNS).fill(7)).toString('base64');
    await app.t.app.db.updateTable('track_peaks').set({ peaks: marked }).where('track_id', '=', app.song).execute();
    expect((await app.peaks(app.song)).json().peaks).toEqual(new Array(PEAK_COLUMNS).fill(7));
    // A new file of another size: the stored waveform no longer describes it.
    const loud = new Float32Array(RATE * 4).map((_, i) => 0.8 * Math.sin((2 * Math.PI * 220 * i) / RATE));
    fs.writeFileSync(app.absolute, encodeMp3(loud, RATE, 96));
    const again = (await app.peaks(app.song)).json().peaks as number[];
    expect(mean(again.slice(5, -5))).toBeGreaterThan(0.7 * 255);
  });

  it('is empty for a track without audio, and a 404 for no such track', async () => {
    expect((await app.peaks(app.silent)).json()).toEqual({ track_id: String(app.silent), peaks: [] });
    expect((await app.peaks(999_999)).statusCode).toBe(404);
    expect((await app.peaks('not-an-id')).statusCode).toBe(404);
  });
});

describe('a track’s waveform without ffmpeg', () => {
  it('is decoded in the server process and has the same shape', async () => {
    const bare = await appWithSong({ ffmpegPath: path.join(process.cwd(), 'no-ffmpeg-here') });
    try {
      expect(bare.t.app.transcoder.ffmpeg).toBeNull();
      const response = await bare.peaks(bare.song);
      expect(response.statusCode, response.body).toBe(200);
      expectQuietThenLoud(response.json().peaks);
    } finally {
      await bare.t.close();
    }
  });
});
