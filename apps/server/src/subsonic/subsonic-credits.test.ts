import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';
import { createArtist, createTrack } from '../repositories/catalogue-writes.js';
import { displayNames } from './models.js';

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;
let guestId: number;

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  login = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'Credits');
  // "Neon Rain" credits Nova Lights, then two guests, as a scan of an ARTISTS tag writes it.
  guestId = await createArtist(t.app.db, { name: 'Guest Voice' });
  const track = seed.trackIds[0] as number;
  await t.app.db.insertInto('track_artists').values([seed.artistId, guestId, seed.otherArtistId].map((artist_id, position) => ({ track_id: track, position, artist_id }))).execute();
});
afterAll(async () => {
  await t.close();
});

async function rest(method: string, query: Record<string, string>, format: 'xml' | 'json') {
  const search = new URLSearchParams({ v: '1.16.1', c: 'credits', u: login.username, p: login.password, ...(format === 'json' ? { f: 'json' } : {}), ...query });
  const response = await t.app.inject({ url: `/rest/${method}.view?${search}` });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const json = async (method: string, query: Record<string, string>) => JSON.parse(await rest(method, query, 'json'))['subsonic-response'];
// Repeated elements as lists always, attributes without a prefix: the XML as an app's parser reads it.
const xml = async (method: string, query: Record<string, string>) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['artists', 'albumArtists', 'song', 'album', 'genres'].includes(name) }).parse(await rest(method, query, 'xml'))['subsonic-response'];

const credited = () => [
  { id: `ar-${seed.artistId}`, name: 'Nova Lights' },
  { id: `ar-${guestId}`, name: 'Guest Voice' },
  { id: `ar-${seed.otherArtistId}`, name: 'The Beatles Tribute' },
];
const albumArtists = () => [{ id: `ar-${seed.artistId}`, name: 'Nova Lights' }];

describe('OpenSubsonic credited artists on songs and albums', () => {
  it('getSong lists every credited artist, the album artist and both display lines, in JSON and XML', async () => {
    const id = `tr-${seed.trackIds[0]}`;
    const fromJson = (await json('getSong', { id })).song;
    expect(fromJson).toMatchObject({ artist: 'Nova Lights, Guest Voice & The Beatles Tribute', artistId: `ar-${seed.artistId}`, artists: credited(), displayArtist: 'Nova Lights, Guest Voice & The Beatles Tribute', albumArtists: albumArtists(), displayAlbumArtist: 'Nova Lights' });
    const fromXml = (await xml('getSong', { id })).song[0];
    expect(fromXml).toMatchObject({ artists: credited(), displayArtist: 'Nova Lights, Guest Voice & The Beatles Tribute', albumArtists: albumArtists(), displayAlbumArtist: 'Nova Lights' });
  });

  it('gives a song without credits its own artist, so every song has the fields', async () => {
    const id = `tr-${seed.trackIds[2]}`;
    const one = [{ id: `ar-${seed.otherArtistId}`, name: 'The Beatles Tribute' }];
    expect((await json('getSong', { id })).song).toMatchObject({ artist: 'The Beatles Tribute', artists: one, displayArtist: 'The Beatles Tribute', albumArtists: one, displayAlbumArtist: 'The Beatles Tribute' });
    expect((await xml('getSong', { id })).song[0]).toMatchObject({ artists: one, displayArtist: 'The Beatles Tribute' });
  });

  it('getAlbum gives the album its artists and display artist, and each song its credits', async () => {
    for (const format of ['json', 'xml'] as const) {
      const album = format === 'json' ? (await json('getAlbum', { id: `al-${seed.albumId}` })).album : (await xml('getAlbum', { id: `al-${seed.albumId}` })).album[0];
      expect(album, format).toMatchObject({ artists: albumArtists(), displayArtist: 'Nova Lights' });
      const neon = album.song.find((song: { title: string }) => song.title === 'Neon Rain');
      expect(neon.artists, format).toEqual(credited());
      const harbour = album.song.find((song: { title: string }) => song.title === 'Harbour Lights');
      expect(harbour.artists, format).toEqual(albumArtists());
    }
  });

  it('search3 and getAlbumList2 carry them too', async () => {
    const found = await json('search3', { query: 'Neon' });
    expect(found.searchResult3.song[0]).toMatchObject({ title: 'Neon Rain', artists: credited() });
    const list = await json('getAlbumList2', { type: 'alphabeticalByName' });
    expect(list.albumList2.album.map((a: { name: string; displayArtist: string }) => [a.name, a.displayArtist])).toEqual([
      ['Midnight Drive', 'Nova Lights'],
      ['Yesterday Again', 'The Beatles Tribute'],
    ]);
    const fromXml = await xml('search3', { query: 'Neon' });
    expect(fromXml.searchResult3.song[0].artists).toEqual(credited());
  });

  it("gives a song the path of its album's folder: the album artist's, for a guest's track on the album too", async () => {
    const guestTrack = await createTrack(t.app.db, { title: 'Guest Spot', artistId: guestId, albumId: seed.albumId, trackNumber: 3, discNumber: 1, duration: 120, genres: [], audioFileId: seed.audioFileId });
    const paths = async (id: number) => [(await json('getSong', { id: `tr-${id}` })).song.path, (await xml('getSong', { id: `tr-${id}` })).song[0].path];
    expect(await paths(guestTrack)).toEqual(['Nova Lights/Midnight Drive/Guest Spot.mp3', 'Nova Lights/Midnight Drive/Guest Spot.mp3']);
    expect((await json('getSong', { id: `tr-${guestTrack}` })).song.artist).toBe('Guest Voice');
    expect(await paths(seed.trackIds[2] as number)).toEqual(['The Beatles Tribute/Yesterday Again/Let It Be Loud.mp3', 'The Beatles Tribute/Yesterday Again/Let It Be Loud.mp3']);
  });

  it('joins names as a sleeve prints them', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map(displayNames)).toEqual(['', 'A', 'A & B', 'A, B & C']);
  });
});
