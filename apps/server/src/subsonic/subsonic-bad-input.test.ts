import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;
/** The app's own playlist, and another code's (an app must not reach it). */
let ownPlaylist: string;
let othersPlaylist: string;
let otherLogin: AppLogin;

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  login = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'Fuzzer');
  const other = (otherLogin = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'Other'));
  const playlistOf = async (who: AppLogin) => {
    const body = new URLSearchParams({ f: 'json', v: '1.16.1', c: 'fuzz', u: who.username, p: who.password, name: 'Mine', songId: `tr-${seed.trackIds[0]}` });
    const response = await t.app.inject({ method: 'POST', url: '/rest/createPlaylist', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString() });
    return JSON.parse(response.body)['subsonic-response'].playlist.id as string;
  };
  ownPlaylist = await playlistOf(login);
  othersPlaylist = await playlistOf(other);
});
afterAll(async () => {
  await t.close();
});

type Query = Record<string, string | string[]>;
const MEGABYTE = 'x'.repeat(1_000_000);

/** A form POST (so a 1 MB value fits the body limit); answers the HTTP status and the Subsonic status/code. */
async function post(method: string, query: Query) {
  const body = new URLSearchParams({ f: 'json', v: '1.16.1', c: 'fuzz', u: login.username, p: login.password });
  for (const [name, value] of Object.entries(query)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  const response = await t.app.inject({ method: 'POST', url: `/rest/${method}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString() });
  // Media methods answer bytes when they succeed; every refusal is the JSON envelope.
  if (!String(response.headers['content-type']).includes('json')) return { http: response.statusCode, status: 'ok', code: undefined };
  const answer = JSON.parse(response.body)['subsonic-response'];
  return { http: response.statusCode, status: answer.status as string, code: answer.error?.code as number | undefined };
}

/** What any write could touch: a bad call must leave all of it as it was. */
async function snapshot(): Promise<string> {
  const db = t.app.db;
  const [favorites, albums, artists, ratings, bookmarks, queues] = await Promise.all([
    db.selectFrom('favorites').select(['code_id', 'track_id']).orderBy('track_id').execute(),
    db.selectFrom('album_stars').select(['code_id', 'album_id']).orderBy('album_id').execute(),
    db.selectFrom('artist_stars').select(['code_id', 'artist_id']).orderBy('artist_id').execute(),
    db.selectFrom('subsonic_ratings').selectAll().orderBy('ref_id').execute(),
    db.selectFrom('bookmarks').select(['kind', 'ref_id', 'position_ms', 'comment']).orderBy('ref_id').execute(),
    db.selectFrom('play_queues').select(['track_ids', 'current_index', 'position_ms']).execute(),
  ]);
  const [playlists, entries, plays] = await Promise.all([
    db.selectFrom('user_playlists').select(['id', 'name', 'description']).orderBy('id').execute(),
    db.selectFrom('user_playlist_tracks').select(['playlist_id', 'track_id', 'position']).orderBy('playlist_id').orderBy('position').execute(),
    db.selectFrom('plays').select(['kind', 'ref_id']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ favorites, albums, artists, ratings, bookmarks, queues, playlists, entries, plays });
}

type Kind = 'id' | 'int' | 'text' | 'bool' | 'folder';
interface Parameter {
  kind: Kind;
  required?: boolean;
  /** An id of a kind this parameter does not take. */
  wrongKind?: string;
  /** An id of another code's object (answered as unknown: 70). */
  others?: () => string;
  /** An integer outside the accepted range. */
  outOfRange?: string;
  /** Repeating with another value is allowed (a list). */
  list?: boolean;
  /** Further bad values of this parameter: label, value, code. */
  extra?: () => [string, string, number][];
}

/** The bad values of a parameter and the error each must answer. */
function badValues(name: string, parameter: Parameter): [string, Query, number][] {
  const other = (value: string): string[] => [value, value === 'x' ? 'y' : `${value}0`];
  const cases: [string, Query, number][] = [[`${name} 1 MB long`, { [name]: MEGABYTE }, 10]];
  if (parameter.required) cases.push([`${name} absent`, {}, 10], [`${name} empty`, { [name]: '' }, 10]);
  if (parameter.kind === 'id') {
    cases.push([`${name} not an id`, { [name]: 'nonsense' }, 70], [`${name} unknown`, { [name]: 'tr-99999999' }, 70]);
    if (parameter.wrongKind) cases.push([`${name} of another kind`, { [name]: parameter.wrongKind }, 70]);
    if (parameter.others) cases.push([`${name} of another code`, { [name]: parameter.others() }, 70]);
    if (parameter.list) cases.push([`${name} listed with an unknown one`, { [name]: [`tr-${seed.trackIds[0]}`, 'tr-99999999'] }, 70]);
    else cases.push([`${name} repeated`, { [name]: other(`tr-${seed.trackIds[0]}`) }, 10]);
  }
  if (parameter.kind === 'int') {
    cases.push([`${name} a word`, { [name]: 'many' }, 10], [`${name} a fraction`, { [name]: '1.5' }, 10]);
    if (!parameter.list) cases.push([`${name} repeated`, { [name]: ['1', '2'] }, 10]);
    if (parameter.outOfRange) cases.push([`${name} out of range`, { [name]: parameter.outOfRange }, 10]);
  }
  if (parameter.kind === 'text') cases.push([`${name} repeated`, { [name]: other('x') }, 10]);
  if (parameter.kind === 'folder') cases.push([`${name} a word`, { [name]: 'all' }, 10], [`${name} repeated`, { [name]: ['1', '2'] }, 10], [`${name} not a folder`, { [name]: '2' }, 70]);
  for (const [label, value, code] of parameter.extra?.() ?? []) cases.push([`${name} ${label}`, { [name]: value }, code]);
  if (parameter.kind === 'bool') cases.push([`${name} a word`, { [name]: 'maybe' }, 10], [`${name} repeated`, { [name]: ['true', 'false'] }, 10]);
  return cases;
}

type Method = { method: string; valid: Query; parameters: Record<string, Parameter> };

/** Each new method with a valid call and its parameters. */
function methods(): Method[] {
  const song = `tr-${seed.trackIds[0]}`;
  const artist = `ar-${seed.artistId}`;
  return [
    { method: 'star', valid: { id: song }, parameters: { id: { kind: 'id', list: true, wrongKind: `pl-${seed.playlistId}` }, albumId: { kind: 'id', list: true, wrongKind: song }, artistId: { kind: 'id', list: true, wrongKind: song } } },
    { method: 'unstar', valid: { id: song }, parameters: { id: { kind: 'id', wrongKind: `pl-${seed.playlistId}`, list: true } } },
    { method: 'setRating', valid: { id: song, rating: '3' }, parameters: { id: { kind: 'id', required: true, wrongKind: `pl-${seed.playlistId}` }, rating: { kind: 'int', required: true, outOfRange: '6' } } },
    { method: 'createBookmark', valid: { id: song, position: '1000' }, parameters: { id: { kind: 'id', required: true, wrongKind: `al-${seed.albumId}` }, position: { kind: 'int', required: true, outOfRange: '-1' }, comment: { kind: 'text' } } },
    { method: 'deleteBookmark', valid: { id: song }, parameters: { id: { kind: 'id', required: true, wrongKind: `al-${seed.albumId}` } } },
    { method: 'savePlayQueueByIndex', valid: { id: song, currentIndex: '0' }, parameters: { currentIndex: { kind: 'int', outOfRange: '1' } } },
    { method: 'search2', valid: { query: 'neon' }, parameters: { query: { kind: 'text' } } },
    { method: 'search3', valid: { query: '' }, parameters: { query: { kind: 'text' } } },
    { method: 'getSimilarSongs', valid: { id: song }, parameters: { id: { kind: 'id', required: true, wrongKind: `pl-${seed.playlistId}` }, count: { kind: 'int', outOfRange: '501' } } },
    { method: 'getSimilarSongs2', valid: { id: artist }, parameters: { id: { kind: 'id', required: true, wrongKind: `pe-${seed.episodeIds[0]}` }, count: { kind: 'int', outOfRange: '-1' } } },
    { method: 'getArtistInfo', valid: { id: artist }, parameters: { id: { kind: 'id', required: true, wrongKind: song }, count: { kind: 'int', outOfRange: '101' } } },
    { method: 'getArtistInfo2', valid: { id: artist }, parameters: { id: { kind: 'id', required: true, wrongKind: song }, count: { kind: 'int', outOfRange: '101' } } },
    { method: 'getTopSongs', valid: { id: artist }, parameters: { id: { kind: 'id', wrongKind: song }, count: { kind: 'int', outOfRange: '501' } } },
    { method: 'getAvatar', valid: { username: login.username }, parameters: { username: { kind: 'text', required: true } } },
    { method: 'getAlbumList', valid: { type: 'newest' }, parameters: { type: { kind: 'text', required: true } } },
  ];
}

/** The methods apps called before: browsing, lists, media, playlists, the queue, podcasts, lyrics. */
function olderMethods(): Method[] {
  const song = `tr-${seed.trackIds[0]}`;
  const album = `al-${seed.albumId}`;
  const count = (outOfRange: string): Parameter => ({ kind: 'int', outOfRange });
  return [
    { method: 'getMusicDirectory', valid: { id: `ar-${seed.artistId}` }, parameters: { id: { kind: 'id', required: true, wrongKind: `pl-${seed.playlistId}` } } },
    { method: 'getArtist', valid: { id: `ar-${seed.artistId}` }, parameters: { id: { kind: 'id', required: true, wrongKind: song } } },
    { method: 'getAlbum', valid: { id: album }, parameters: { id: { kind: 'id', required: true, wrongKind: song } } },
    { method: 'getAlbumInfo2', valid: { id: album }, parameters: { id: { kind: 'id', required: true, wrongKind: song } } },
    { method: 'getSong', valid: { id: song }, parameters: { id: { kind: 'id', required: true, wrongKind: album } } },
    { method: 'getAlbumList2', valid: { type: 'newest' }, parameters: { type: { kind: 'text', required: true }, size: count('0'), offset: count('-1') } },
    { method: 'getRandomSongs', valid: {}, parameters: { size: count('0'), fromYear: { kind: 'int' }, toYear: { kind: 'int' }, genre: { kind: 'text' } } },
    { method: 'getSongsByGenre', valid: { genre: 'Synthwave' }, parameters: { genre: { kind: 'text', required: true }, count: count('0'), offset: count('-1') } },
    { method: 'search3', valid: { query: 'neon' }, parameters: { artistCount: count('-1'), albumOffset: count('-1'), songCount: count('-1') } },
    { method: 'getLyricsBySongId', valid: { id: song }, parameters: { id: { kind: 'id', required: true, wrongKind: album }, enhanced: { kind: 'bool' } } },
    { method: 'getLyrics', valid: { artist: 'Nova Lights', title: 'Neon Rain' }, parameters: { artist: { kind: 'text' }, title: { kind: 'text' } } },
    { method: 'getPodcasts', valid: {}, parameters: { id: { kind: 'id', wrongKind: song }, includeEpisodes: { kind: 'bool' } } },
    { method: 'getNewestPodcasts', valid: {}, parameters: { count: count('0') } },
    { method: 'getPodcastEpisode', valid: { id: `pe-${seed.episodeIds[0]}` }, parameters: { id: { kind: 'id', required: true, wrongKind: song } } },
    { method: 'getCoverArt', valid: { id: `art-${seed.artworkFileId}` }, parameters: { id: { kind: 'id', required: true }, size: count('0') } },
    { method: 'stream', valid: { id: song, format: 'raw' }, parameters: { id: { kind: 'id', required: true, wrongKind: album }, maxBitRate: count('-1'), estimateContentLength: { kind: 'bool' }, format: { kind: 'text' } } },
    { method: 'download', valid: { id: song }, parameters: { id: { kind: 'id', required: true, wrongKind: album } } },
    { method: 'getPlaylist', valid: { id: ownPlaylist }, parameters: { id: { kind: 'id', required: true, wrongKind: song, others: () => othersPlaylist } } },
    { method: 'createPlaylist', valid: { name: 'Another' }, parameters: { songId: { kind: 'id', list: true, wrongKind: album }, playlistId: { kind: 'id', wrongKind: song, others: () => othersPlaylist } } },
    {
      method: 'updatePlaylist',
      valid: { playlistId: ownPlaylist },
      parameters: { playlistId: { kind: 'id', required: true, wrongKind: song, others: () => othersPlaylist }, name: { kind: 'text' }, comment: { kind: 'text' }, songIdToAdd: { kind: 'id', list: true, wrongKind: album }, songIndexToRemove: { kind: 'int', list: true, outOfRange: '5' } },
    },
    { method: 'deletePlaylist', valid: { id: ownPlaylist }, parameters: { id: { kind: 'id', required: true, wrongKind: song, others: () => othersPlaylist } } },
    { method: 'scrobble', valid: { id: song, submission: 'false' }, parameters: { id: { kind: 'id', required: true, list: true, wrongKind: album }, submission: { kind: 'bool' }, time: { kind: 'int' } } },
    { method: 'reportPlayback', valid: { mediaId: song, mediaType: 'song', state: 'paused' }, parameters: { mediaId: { kind: 'id', required: true, wrongKind: album }, state: { kind: 'text', required: true } } },
    { method: 'savePlayQueue', valid: { id: song, current: song }, parameters: { id: { kind: 'id', list: true, wrongKind: album }, current: { kind: 'id', wrongKind: album }, position: count('-1') } },
    { method: 'getUser', valid: { username: login.username }, parameters: { username: { kind: 'text', required: true } } },
  ];
}

/** The music folder every list takes, getIndexes' change time, and the names getPlaylists and getTopSongs take. */
function folderMethods(): Method[] {
  const folder: Parameter = { kind: 'folder' };
  const inFolder = (method: string, valid: Query = {}): Method => ({ method, valid, parameters: { musicFolderId: folder } });
  return [
    { method: 'getIndexes', valid: {}, parameters: { musicFolderId: folder, ifModifiedSince: { kind: 'int', outOfRange: '-1' } } },
    ...['getArtists', 'getRandomSongs', 'getStarred', 'getStarred2'].map((method) => inFolder(method)),
    inFolder('getAlbumList', { type: 'newest' }),
    inFolder('getAlbumList2', { type: 'newest' }),
    inFolder('getSongsByGenre', { genre: 'Synthwave' }),
    inFolder('search2', { query: 'neon' }),
    inFolder('search3', { query: '' }),
    { method: 'getPlaylists', valid: {}, parameters: { username: { kind: 'text', extra: () => [["of another code's app", otherLogin.username, 50]] } } },
    { method: 'getTopSongs', valid: { id: `ar-${seed.artistId}` }, parameters: { artist: { kind: 'text' } } },
    { method: 'getTopSongs', valid: { artist: 'Nova Lights' }, parameters: { artist: { kind: 'text', required: true } } },
  ];
}

/** Each bad value of each parameter in a valid call: the error code, and nothing written. Answers how many were checked. */
async function refusesAll(list: Method[]): Promise<number> {
  const before = await snapshot();
  let checked = 0;
  for (const { method, valid, parameters } of list) {
    for (const [name, parameter] of Object.entries(parameters)) {
      for (const [label, bad, code] of badValues(name, parameter)) {
        const query = { ...valid };
        delete query[name];
        const answer = await post(method, { ...query, ...bad });
        expect.soft(answer, `${method}: ${label}`).toEqual({ http: 200, status: 'failed', code });
        expect.soft(await snapshot(), `${method}: ${label} wrote`).toBe(before);
        checked++;
      }
    }
  }
  return checked;
}

describe('Subsonic bad input: every parameter answers the right error, never a 5xx, and writes nothing', () => {
  it('refuses every bad parameter of every new method with its code, leaving the data as it was', async () => {
    await post('star', { id: `tr-${seed.trackIds[1]}`, albumId: `al-${seed.albumId}` });
    await post('createBookmark', { id: `tr-${seed.trackIds[1]}`, position: '5', comment: 'kept' });
    await post('savePlayQueueByIndex', { id: [`tr-${seed.trackIds[1]}`, `tr-${seed.trackIds[2]}`], currentIndex: '1' });
    expect(await refusesAll(methods())).toBeGreaterThan(80);
  });

  it('refuses every bad parameter of the older methods the same way, leaving the data as it was', async () => {
    const checked = await refusesAll(olderMethods());
    expect(checked).toBeGreaterThan(150);
    for (const { method, valid } of olderMethods()) if (method !== 'deletePlaylist') expect.soft((await post(method, valid)).status, method).toBe('ok');
  });

  it('answers the other parameters of a valid call as before (the cases above are not all refusals)', async () => {
    for (const { method, valid } of methods()) {
      if (method === 'deleteBookmark' || method === 'getAvatar') continue;
      expect((await post(method, valid)).status, method).toBe('ok');
    }
  });

  it('refuses a bad music folder, getIndexes change time, playlist owner or top-songs artist, leaving the data as it was', async () => {
    expect(await refusesAll(folderMethods())).toBeGreaterThan(50);
    for (const { method, valid } of folderMethods()) {
      expect.soft((await post(method, valid)).status, method).toBe('ok');
      expect.soft((await post(method, { ...valid, musicFolderId: '1' })).status, `${method} in the one folder`).toBe('ok');
    }
  });

  it('answers getIndexes empty when nothing changed since ifModifiedSince, and whole otherwise', async () => {
    const indexes = async (query: Query) => {
      const body = new URLSearchParams({ f: 'json', v: '1.16.1', c: 'fuzz', u: login.username, p: login.password, ...query });
      return JSON.parse((await t.app.inject({ method: 'GET', url: `/rest/getIndexes?${body}` })).body)['subsonic-response'].indexes;
    };
    const whole = await indexes({});
    expect(whole.lastModified).toBeGreaterThan(0);
    expect(whole.index.length).toBeGreaterThan(0);
    expect(await indexes({ ifModifiedSince: String(whole.lastModified) })).toEqual({ lastModified: whole.lastModified, ignoredArticles: whole.ignoredArticles });
    expect(await indexes({ ifModifiedSince: String(whole.lastModified - 1) })).toEqual(whole);
    expect(await indexes({ ifModifiedSince: '0', musicFolderId: '1' })).toEqual(whole);
  });

  it("lists the app's own playlists for an empty username, as without one", async () => {
    const names = async (query: Query) => {
      const body = new URLSearchParams({ f: 'json', v: '1.16.1', c: 'fuzz', u: login.username, p: login.password, ...query });
      const answer = JSON.parse((await t.app.inject({ method: 'GET', url: `/rest/getPlaylists?${body}` })).body)['subsonic-response'];
      return answer.playlists?.playlist.map((p: { id: string }) => p.id);
    };
    const own = await names({});
    expect(own).toContain(ownPlaylist);
    expect(await names({ username: '' })).toEqual(own);
    expect(await names({ username: login.username })).toEqual(own);
  });
});
