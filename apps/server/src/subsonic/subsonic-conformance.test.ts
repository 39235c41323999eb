import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';
import { saveTrackLyrics } from '../lyrics/lyrics-store.js';
import { conformanceErrors, OPEN_SUBSONIC_XML_ADDITIONS, recordSubsonicAnswers, openSubsonicSchema, schemaFileErrors, schemaProperties, subsonicOnlyXml, SUBSONIC_SCHEMAS, unwrapJsonp, xsdErrors, type RecordedAnswer } from '../test-support/subsonic-conformance.js';

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;
let answers: RecordedAnswer[];
let lyricsTitle: string;

beforeAll(async () => {
  t = await buildTestApp({}, (instance) => {
    answers = recordSubsonicAnswers(instance);
  });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  const device = await t.activateDevice();
  login = await appLogin(t.app, await codeIdOfDevice(t.app, device.deviceRowId), 'Conformance');
  // One song with synced lyrics, so songLyrics and getLyrics answer lines to validate.
  await saveTrackLyrics(t.app.db, seed.trackIds[1] as number, { source: 'lrc', synced: true, language: 'eng', lines: [{ start: 500, text: 'First <line> & more', words: [{ start: 500, text: 'First' }, { start: 900, text: '<line>' }, { start: 1200, text: '&' }] }, { start: 1500, text: '' }] });
  // One song credits two artists, so the songs' `artists` lists are validated with more than one.
  await t.app.db.insertInto('track_artists').values([{ track_id: seed.trackIds[0] as number, position: 0, artist_id: seed.artistId }, { track_id: seed.trackIds[0] as number, position: 1, artist_id: seed.otherArtistId }]).execute();
  lyricsTitle = (await t.app.db.selectFrom('tracks').select('title').where('id', '=', seed.trackIds[1] as number).executeTakeFirstOrThrow()).title;
});
afterAll(async () => {
  await t.close();
});

type Format = 'xml' | 'json' | 'jsonp';
type Query = Record<string, string | string[]>;

/** One Subsonic call, GET with the query or a form POST with everything in the body. */
async function call(method: string, query: Query, format: Format, post: boolean) {
  const search = new URLSearchParams({ v: '1.16.1', c: 'conformance', u: login.username, p: login.password, ...(format === 'xml' ? {} : { f: format }), ...(format === 'jsonp' ? { callback: 'answer' } : {}) });
  for (const [name, value] of Object.entries(query)) for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  return post
    ? t.app.inject({ method: 'POST', url: `/rest/${method}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: search.toString() })
    : t.app.inject({ url: `/rest/${method}.view?${search}` });
}

const statusOf = (body: string, format: Format): { status: string; code?: number } => {
  if (format === 'xml') {
    const status = /<subsonic-response[^>]* status="(\w+)"/.exec(body)?.[1] ?? '?';
    const code = /<error code="(\d+)"/.exec(body)?.[1];
    return { status, ...(code ? { code: Number(code) } : {}) };
  }
  const answer = (format === 'json' ? JSON.parse(body) : unwrapJsonp(body))['subsonic-response'];
  return { status: answer.status, ...(answer.error ? { code: answer.error.code } : {}) };
};

/** Every method an app may call, in an order that gives each something to answer; [method, params, expected error]. */
function sequence(): [string, Query, number?][] {
  const [song, other, rock] = seed.trackIds.map((id) => `tr-${id}`) as [string, string, string];
  const album = `al-${seed.albumId}`;
  const artist = `ar-${seed.artistId}`;
  const episode = `pe-${seed.episodeIds[0]}`;
  return [
    ['ping', {}],
    ['getLicense', {}],
    ['getOpenSubsonicExtensions', {}],
    ['tokenInfo', {}],
    ['getUser', { username: login.username }],
    ['getMusicFolders', {}],
    ['getScanStatus', {}],
    ['getIndexes', {}],
    ['getArtists', {}],
    ['getMusicDirectory', { id: artist }],
    ['getMusicDirectory', { id: album }],
    ['getArtist', { id: artist }],
    ['getArtistInfo', { id: artist }],
    ['getArtistInfo2', { id: artist }],
    ['getAlbum', { id: album }],
    ['getAlbumInfo', { id: album }],
    ['getAlbumInfo2', { id: album }],
    ['getVideos', {}],
    ['getSong', { id: song }],
    ['getGenres', {}],
    ['getTopSongs', { artist: 'Nova Lights' }],
    ['getTopSongs', { id: artist }],
    ['getSimilarSongs', { id: song, count: '5' }],
    ['getSimilarSongs2', { id: artist }],
    ['getRandomSongs', { size: '2' }],
    ['getSongsByGenre', { genre: 'Rock' }],
    ['getAlbumList', { type: 'newest' }],
    ['getAlbumList2', { type: 'alphabeticalByName' }],
    ['search2', { query: 'neon' }],
    ['search3', { query: '' }],
    ['star', { id: song, albumId: album, artistId: artist }],
    ['setRating', { id: song, rating: '4' }],
    ['getStarred', {}],
    ['getStarred2', {}],
    ['unstar', { id: song, albumId: album, artistId: artist }],
    ['createBookmark', { id: song, position: '61000', comment: 'chorus' }],
    ['createBookmark', { id: episode, position: '5000' }],
    ['getBookmarks', {}],
    ['deleteBookmark', { id: song }],
    ['deleteBookmark', { id: episode }],
    ['savePlayQueue', { id: [song, other], current: other, position: '1500' }],
    ['getPlayQueue', {}],
    ['savePlayQueueByIndex', { id: [song, other, rock], currentIndex: '2' }],
    ['getPlayQueueByIndex', {}],
    ['scrobble', { id: song, submission: 'false' }],
    ['reportPlayback', { mediaId: song, state: 'playing', position: '0' }],
    ['getNowPlaying', {}],
    ['scrobble', { id: song }],
    ['createPlaylist', { name: 'Road trip', songId: [song, other] }],
    ['getPlaylists', {}],
    ['getPlaylist', { id: `pl-${seed.playlistId}` }],
    ['getInternetRadioStations', {}],
    ['getPodcasts', {}],
    ['getNewestPodcasts', {}],
    ['getPodcastEpisode', { id: episode }],
    ['getLyricsBySongId', { id: song }],
    ['getLyricsBySongId', { id: other }],
    ['getLyricsBySongId', { id: other, enhanced: 'true' }],
    ['getLyrics', { title: lyricsTitle }],
    ['getLyrics', {}],
    ['getShares', {}, 50],
    ['createShare', { id: song }, 50],
    ['jukeboxControl', { action: 'status' }, 50],
    ['getAlbum', { id: 'al-999999' }, 70],
  ];
}

describe.skipIf(!SUBSONIC_SCHEMAS.available)('Subsonic conformance: every answer against the 1.16.1 XSD and the OpenSubsonic schema', () => {
  it('answers every method in XML, JSON and JSONP, by GET and form POST, each valid', async () => {
    for (const format of ['xml', 'json', 'jsonp'] as const) {
      for (const post of [false, true]) {
        for (const [method, query, error] of sequence()) {
          const response = await call(method, query, format, post);
          const label = `${post ? 'POST' : 'GET'} ${method} (${format})`;
          expect(response.statusCode, label).toBe(200);
          expect(statusOf(response.body, format), `${label}: ${response.body.slice(0, 300)}`).toEqual(error ? { status: 'failed', code: error } : { status: 'ok' });
        }
      }
    }
    const methods = new Set(answers.map((a) => a.method));
    expect(methods.size).toBeGreaterThanOrEqual(50);
    expect(await conformanceErrors(answers)).toEqual([]);
  });

  it('answers getTranscodeDecision (a JSON POST) in XML, JSON and JSONP, each valid, the decision against its own schema', async () => {
    const profile = JSON.stringify({ name: 'Web', platform: 'Browser', directPlayProfiles: [{ containers: ['ogg'], audioCodecs: ['opus'], protocols: ['http'] }], transcodingProfiles: [{ container: 'mp3', audioCodec: 'mp3', protocol: 'http' }] });
    const from = answers.length;
    for (const format of ['xml', 'json', 'jsonp'] as const) {
      const query = new URLSearchParams({ u: login.username, p: login.password, v: '1.16.1', c: 'Conformance', f: format, callback: 'cb', mediaId: `tr-${seed.trackIds[0]}`, mediaType: 'song' });
      const response = await t.app.inject({ method: 'POST', url: `/rest/getTranscodeDecision.view?${query}`, headers: { 'content-type': 'application/json' }, payload: profile });
      expect(statusOf(response.body, format), response.body.slice(0, 300)).toEqual({ status: 'ok' });
      if (format === 'json') {
        const decision = JSON.parse(response.body)['subsonic-response'].transcodeDecision;
        expect(decision).toMatchObject({ canDirectPlay: false, transcodeReason: ['ContainerNotSupported'] });
        expect(schemaFileErrors('schemas/TranscodeDecision.json', decision)).toEqual([]);
        expect(schemaFileErrors('schemas/TranscodeDecision.json', { ...decision, canDirectPlay: 'no' })).toHaveLength(1);
      }
    }
    expect(await conformanceErrors(answers.slice(from))).toEqual([]);
  });

  it('catches what breaks the schemas (the validators are not blind)', async () => {
    const good = answers.find((a) => a.method === 'getAlbum' && a.format === 'xml' && a.body.includes('status="ok"')) as RecordedAnswer;
    expect(await xsdErrors([{ name: 'good', xml: good.body }])).toEqual([]);
    const broken = good.body.replace(/ duration="\d+"/, ' duration="long"').replace(/ isDir="false"/, '');
    expect((await xsdErrors([{ name: 'broken', xml: broken }])).length).toBeGreaterThanOrEqual(2);
    const unknown = good.body.replace('<song ', '<tune ');
    expect(await xsdErrors([{ name: 'unknown', xml: unknown }])).not.toEqual([]);
    const json = answers.find((a) => a.method === 'getStarred2' && a.format === 'json') as RecordedAnswer;
    const answer = JSON.parse(json.body);
    answer['subsonic-response'].starred2.song[0].duration = 'long';
    delete answer['subsonic-response'].starred2.album[0].name;
    expect(await conformanceErrors([{ ...json, body: JSON.stringify(answer) }])).toHaveLength(2);
  });

  it('strips only OpenSubsonic additions, each declared by the OpenSubsonic schema of its type', () => {
    expect(schemaProperties('schemas/SubsonicResponse/SubsonicBaseResponse.json')).toEqual(expect.arrayContaining([...OPEN_SUBSONIC_XML_ADDITIONS.attributes['subsonic-response']]));
    expect(schemaProperties('schemas/Child.json')).toEqual(expect.arrayContaining([...OPEN_SUBSONIC_XML_ADDITIONS.attributes.Child, ...OPEN_SUBSONIC_XML_ADDITIONS.elements.Child]));
    expect(schemaProperties('schemas/AlbumID3.json')).toEqual(expect.arrayContaining([...OPEN_SUBSONIC_XML_ADDITIONS.elements.AlbumID3, ...OPEN_SUBSONIC_XML_ADDITIONS.attributes.AlbumID3]));
    expect(schemaProperties('schemas/Error.json')).toEqual(expect.arrayContaining([...OPEN_SUBSONIC_XML_ADDITIONS.attributes.error]));
    expect(openSubsonicSchema('schemas/PlayQueue.json').properties.current.type).toBe('string');
    const xml = '<?xml version="1.0" encoding="UTF-8"?><subsonic-response xmlns="http://subsonic.org/restapi" status="ok" version="1.16.1" type="tangerine" openSubsonic="true"><song id="tr-1" isDir="false" title="x" mediaType="song"><genres name="Rock"></genres></song></subsonic-response>';
    expect(subsonicOnlyXml(xml)).toBe('<?xml version="1.0" encoding="UTF-8"?><subsonic-response xmlns="http://subsonic.org/restapi" status="ok" version="1.16.1"><song id="tr-1" isDir="false" title="x"/></subsonic-response>');
  });
});
