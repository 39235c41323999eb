import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3, LAME_ENCODER_DELAY, measureLoudness, withGaplessInfo } from '@tangerine/demo-catalogue';
import type { Database } from '../../db/schema.js';
import type { UrlSigner } from '../../media/signing.js';
import { createCatalogueRepository } from '../../repositories/catalogue.js';
import { postgresAdminUrl } from '../../test-support/test-app.js';
import { id3v2, openTestDatabase, taggedMp3, tempDir, tonePcm, wav } from '../test-support/fixtures.js';
import { createLocalMediaStore } from '../../media/local-store.js';
import { importMusic, type MusicImportResult } from './music-import.js';

let root: string;
let dataDir: string;
let db: Kysely<Database>;
let result: MusicImportResult;

const album = { artist: 'Gain Test', album: 'Levels' };

beforeAll(async () => {
  root = tempDir('loudness');
  const library = join(root, 'library');
  dataDir = join(root, 'data');
  mkdirSync(library, { recursive: true });
  writeFileSync(join(library, '01 replaygain.mp3'), taggedMp3({ ...album, title: 'ReplayGain', track: '1', txxx: { REPLAYGAIN_TRACK_GAIN: '-6.50 dB', REPLAYGAIN_TRACK_PEAK: '0.988', replaygain_album_gain: '-7.00 dB', REPLAYGAIN_ALBUM_PEAK: '1.02' } }, 1));
  writeFileSync(join(library, '02 r128.mp3'), taggedMp3({ ...album, title: 'R128', track: '2', txxx: { R128_TRACK_GAIN: '-1280', R128_ALBUM_GAIN: '256' } }, 1));
  writeFileSync(join(library, '03 broken.mp3'), taggedMp3({ ...album, title: 'Broken', track: '3', txxx: { REPLAYGAIN_TRACK_GAIN: 'very loud', REPLAYGAIN_TRACK_PEAK: '-3', REPLAYGAIN_ALBUM_GAIN: '+250 dB', R128_ALBUM_GAIN: '99999' } }, 1));
  writeFileSync(join(library, '04 untagged.wav'), wav(2));
  const pcm = tonePcm(1, 440);
  writeFileSync(join(library, '05 gapless.mp3'), Buffer.concat([id3v2({ ...album, title: 'Gapless', track: '5' }), withGaplessInfo(encodeMp3(pcm, 22050, 64), pcm.length)]));
  // A LAME tag whose delay and padding are longer than the whole file.
  const short = encodeMp3(tonePcm(0.1, 440), 22050, 64);
  const absurd = withGaplessInfo(short, 0);
  absurd.writeUIntBE((4000 << 12) | 4000, absurd.indexOf('LAME') + 21, 3);
  writeFileSync(join(library, '06 absurd gapless.mp3'), Buffer.concat([id3v2({ ...album, title: 'Absurd', track: '6' }), absurd]));
  db = await openTestDatabase(dataDir);
  result = await importMusic(db, createLocalMediaStore(dataDir), library);
});

afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

const row = (title: string) => db.selectFrom('tracks').selectAll().where('title', '=', title).executeTakeFirstOrThrow();

describe('import: loudness and gapless fields', () => {
  it('imports every file, broken values included', () => {
    expect(result).toMatchObject({ files: 6, added: 6, skipped: [] });
  });

  it('turns ReplayGain tags (reference −18 LUFS) into loudness and peaks', async () => {
    expect(await row('ReplayGain')).toMatchObject({ loudness_source: 'replaygain', track_loudness: -11.5, album_loudness: -11 });
    const stored = await row('ReplayGain');
    expect(stored.track_peak).toBeCloseTo(0.988, 5);
    expect(stored.album_peak).toBeCloseTo(1.02, 5);
  });

  it('turns R128 tags (Q7.8, reference −23 LUFS) into loudness', async () => {
    expect(await row('R128')).toMatchObject({ loudness_source: 'r128', track_loudness: -18, album_loudness: -24, track_peak: null });
  });

  it('measures a file without gain tags from its decoded audio', async () => {
    const untagged = await row('04 untagged');
    const expected = measureLoudness([tonePcm(2, 330)], 22050);
    expect(untagged.loudness_source).toBe('measured');
    expect(untagged.track_loudness).toBeCloseTo(expected.integrated as number, 1);
    expect(untagged.track_peak).toBeCloseTo(0.3, 2);
    expect(untagged.album_loudness).toBeNull();
  });

  it('ignores broken and absurd values with a warning, and measures instead', async () => {
    const broken = await row('Broken');
    expect(broken).toMatchObject({ loudness_source: 'measured', album_loudness: null, album_peak: null });
    // MP3 decoding of a 0.3 sine: about −10.5 dB below full scale, −14 LUFS.
    expect(broken.track_loudness).toBeGreaterThan(-16);
    expect(broken.track_loudness).toBeLessThan(-12);
    const messages = result.warnings.filter((w) => w.file === '03 broken.mp3').map((w) => w.message);
    expect(messages).toHaveLength(4);
    expect(messages.join('\n')).toMatch(/REPLAYGAIN_TRACK_GAIN "very loud" ignored/);
    expect(messages.join('\n')).toMatch(/REPLAYGAIN_TRACK_PEAK "-3" ignored/);
    expect(messages.join('\n')).toMatch(/REPLAYGAIN_ALBUM_GAIN "\+250 dB" ignored/);
    expect(messages.join('\n')).toMatch(/R128_ALBUM_GAIN "99999" ignored/);
  });

  it('stores the LAME tag’s encoder delay and padding of an MP3, and drops impossible ones', async () => {
    const gapless = await row('Gapless');
    expect(gapless).toMatchObject({ encoder_delay: LAME_ENCODER_DELAY, sample_rate: 22050 });
    expect(gapless.encoder_padding).toBeGreaterThan(0);
    expect(gapless.encoder_padding).toBeLessThan(4 * 576);
    expect(await row('Absurd')).toMatchObject({ encoder_delay: null, encoder_padding: null });
    expect(result.warnings.some((w) => w.file === '06 absurd gapless.mp3' && /gapless fields ignored/.test(w.message))).toBe(true);
    expect((await row('ReplayGain')).encoder_delay).toBeNull();
  });

  it('shows the fields on the API track, and leaves them out when unknown', async () => {
    const signer = { sign: () => '/signed' } as unknown as UrlSigner;
    const repository = createCatalogueRepository(db, signer, postgresAdminUrl() ? 'postgres' : 'sqlite');
    const get = async (title: string) => repository.getTrack((await row(title)).id);
    const replayGain = await get('ReplayGain');
    expect(replayGain?.loudness).toMatchObject({ source: 'replaygain', track_lufs: -11.5, album_lufs: -11 });
    expect(replayGain?.loudness?.track_peak).toBeCloseTo(0.988, 5);
    expect(replayGain?.gapless).toBeUndefined();
    const r128 = await get('R128');
    expect(r128?.loudness).toEqual({ source: 'r128', track_lufs: -18, album_lufs: -24 });
    expect((await get('Gapless'))?.gapless).toMatchObject({ encoder_delay: LAME_ENCODER_DELAY, sample_rate: 22050 });
  });

  it('leaves an unchanged file unchanged on a second run', async () => {
    const again = await importMusic(db, createLocalMediaStore(dataDir), join(root, 'library'));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 6 });
  });
});
