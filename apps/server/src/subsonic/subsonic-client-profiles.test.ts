import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '@tangerine/demo-catalogue';
import { createAlbum, createArtist, createTrack } from '../repositories/catalogue-writes.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { saveTrackLyrics } from '../lyrics/lyrics-store.js';
import { seedCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice } from '../test-support/subsonic-client.js';
import { conformanceErrors, recordSubsonicAnswers, SUBSONIC_SCHEMAS, type RecordedAnswer } from '../test-support/subsonic-conformance.js';
import { replay, type ClientProfile } from '../test-support/subsonic-profiles/profile.js';
import { dsub } from '../test-support/subsonic-profiles/dsub.js';
import { feishin } from '../test-support/subsonic-profiles/feishin.js';
import { SYNC_PAGE, symfonium } from '../test-support/subsonic-profiles/symfonium.js';
import { substreamer } from '../test-support/subsonic-profiles/substreamer.js';
import { tempo } from '../test-support/subsonic-profiles/tempo.js';

/** Songs beyond the seed's three, so Symfonium's sync takes two pages of 500. */
const FILLER_SONGS = 600;

let t: TestApp;
let answers: RecordedAnswer[];
let songCount: number;

beforeAll(async () => {
  t = await buildTestApp({}, (instance) => {
    answers = recordSubsonicAnswers(instance);
  });
  await seedCatalogue(t.app.db, t.dataDir);
  // The apps also ask for transcoded streams, which need audio ffmpeg can decode: the seed's file is placeholder
  // bytes. A 2 s tone padded with zeros (decoders skip them) keeps the seed's size, which DSub's profile checks.
  const tone = encodeMp3(new Float32Array(22050 * 2).map((_, i) => Math.sin((i * 2 * Math.PI * 440) / 22050) * 0.3), 22050, 32);
  const seeded = path.join(t.dataDir, 'media', 'audio', 'tone.mp3');
  const size = fs.statSync(seeded).size;
  expect(tone.length).toBeLessThanOrEqual(size);
  fs.writeFileSync(seeded, Buffer.concat([tone, Buffer.alloc(size - tone.length)]));
  const artistId = await createArtist(t.app.db, { name: 'Library Filler' });
  const albumId = await createAlbum(t.app.db, { title: 'Six Hundred', artistId });
  for (let i = 0; i < FILLER_SONGS; i++) await createTrack(t.app.db, { title: `Filler ${i}`, artistId, albumId, duration: 30, trackNumber: i + 1 });
  // Word-timed lyrics on the first song of the album Feishin opens, for its songLyrics v2 step.
  const opened = await t.app.db.selectFrom('tracks as t').innerJoin('albums as a', 'a.id', 't.album_id').select('t.id').where('a.title', '=', 'Midnight Drive').orderBy('t.track_number').executeTakeFirstOrThrow();
  await saveTrackLyrics(t.app.db, opened.id, { source: 'lrc', synced: true, language: 'eng', lines: [{ start: 1000, text: 'Neon café lights', words: [{ start: 1000, text: 'Neon' }, { start: 1600, text: 'café' }, { start: 2200, text: 'lights' }] }] });
  songCount = Number((await t.app.db.selectFrom('tracks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Each app signs in with its own activation code, as a listener setting it up would. */
async function run(profile: ClientProfile) {
  const login = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), profile.app);
  const from = answers.length;
  expect(await replay(t.app, profile, login)).toBe(profile.steps.length);
  // Every answer the app got is valid: XML against the Subsonic XSD, JSON against OpenSubsonic.
  if (SUBSONIC_SCHEMAS.available) expect(await conformanceErrors(answers.slice(from))).toEqual([]);
}

describe('Subsonic client profiles: each app’s first hour replayed against the server', () => {
  it('DSub (XML, POST with the query, enc: password, REST 1.2.0)', () => run(dsub));

  it('Symfonium (token login, REST 1.13.0, full sync through search3 query="" in pages of 500)', async () => {
    const pages = Math.ceil(songCount / SYNC_PAGE);
    expect(pages).toBe(2);
    await run(symfonium(pages));
    const sync = answers.filter((a) => a.method === 'search3' && a.url.includes('query=&'));
    expect(sync.map((a) => JSON.parse(a.body)['subsonic-response'].searchResult3.song.length)).toEqual([SYNC_PAGE, songCount - SYNC_PAGE]);
  });

  it('Feishin (form POST, indexBasedQueue, playbackReport, lyrics v2 word times, getTranscodeDecision JSON)', () => run(feishin));

  it('Tempo (REST 1.15.0, lyrics by song id, the play queue polled)', () => run(tempo));

  it('Substreamer (browsing, search3, cover art)', () => run(substreamer));
});
