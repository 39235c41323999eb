import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, subsonicClient, type AppLogin } from '../test-support/subsonic-client.js';

/**
 * The checks the Subsonic XSD (subsonic-rest-api-1.16.1.xsd) makes on the elements we send: required
 * attributes and the XSD types of attributes (xs:int/xs:long, xs:boolean, xs:dateTime).
 */
const CHILD = { required: ['id', 'isDir', 'title'], ints: ['track', 'year', 'size', 'duration', 'bitRate', 'discNumber', 'playCount'], bools: ['isDir', 'isVideo'], dates: ['created', 'starred'] };
type Rule = { required: string[]; ints?: string[]; bools?: string[]; dates?: string[] };
const RULES: Record<string, Rule> = {
  'subsonic-response': { required: ['status', 'version'] },
  song: CHILD,
  entry: CHILD,
  child: { ...CHILD, required: ['id', 'isDir', 'title'] },
  album: { required: ['id', 'name', 'songCount', 'duration', 'created'], ints: ['songCount', 'duration', 'year', 'playCount'], dates: ['created', 'starred'] },
  artist: { required: ['id', 'name'], ints: ['albumCount'], dates: ['starred'] },
  index: { required: ['name'] },
  indexes: { required: ['lastModified', 'ignoredArticles'], ints: ['lastModified'] },
  artists: { required: ['ignoredArticles'] },
  musicFolder: { required: ['id'], ints: ['id'] },
  genre: { required: ['songCount', 'albumCount'], ints: ['songCount', 'albumCount'] },
  playlist: { required: ['id', 'name', 'songCount', 'duration', 'created', 'changed'], ints: ['songCount', 'duration'], bools: ['public'], dates: ['created', 'changed'] },
  playQueue: { required: ['username', 'changed', 'changedBy'], ints: ['position'], dates: ['changed'] },
  license: { required: ['valid'], bools: ['valid'], dates: ['licenseExpires'] },
  user: { required: ['username', 'scrobblingEnabled', 'adminRole', 'streamRole'], bools: ['scrobblingEnabled', 'adminRole', 'settingsRole', 'downloadRole', 'uploadRole', 'playlistRole', 'coverArtRole', 'commentRole', 'podcastRole', 'streamRole', 'jukeboxRole', 'shareRole'] },
  internetRadioStation: { required: ['id', 'name', 'streamUrl'] },
  channel: { required: ['id', 'url', 'status'] },
  episode: { required: ['id', 'isDir', 'title', 'status'], ints: ['duration', 'size'], bools: ['isDir'], dates: ['publishDate'] },
  error: { required: ['code'], ints: ['code'] },
};

/** OpenSubsonic's credited artists of a song or album (ArtistID3 elements), not the getArtists answer. */
const CREDITED_ARTIST: Rule = { required: ['id', 'name'] };

type Node = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name !== 'subsonic-response' });

function violations(name: string, node: Node, out: string[], path = name): string[] {
  const rule = ['artists', 'albumArtists'].includes(name) && path !== `subsonic-response/${name}` ? CREDITED_ARTIST : RULES[name];
  if (rule) {
    for (const attribute of rule.required) if (!(`@${attribute}` in node)) out.push(`${path}: missing @${attribute}`);
    for (const attribute of rule.ints ?? []) if (`@${attribute}` in node && !/^-?\d+$/.test(String(node[`@${attribute}`]))) out.push(`${path}: @${attribute} is not an integer`);
    for (const attribute of rule.bools ?? []) if (`@${attribute}` in node && !['true', 'false'].includes(String(node[`@${attribute}`]))) out.push(`${path}: @${attribute} is not a boolean`);
    for (const attribute of rule.dates ?? []) if (`@${attribute}` in node && Number.isNaN(Date.parse(String(node[`@${attribute}`])))) out.push(`${path}: @${attribute} is not a dateTime`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@') || key === '#text') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (typeof child === 'object' && child !== null) violations(key, child as Node, out, `${path}/${key}`);
  }
  return out;
}

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  const device = await t.activateDevice();
  login = await appLogin(t.app, await codeIdOfDevice(t.app, device.deviceRowId));
  const api = subsonicClient(t.app, login);
  await api.star({ id: `tr-${seed.trackIds[0]}` });
  await api.savePlayQueue({ id: [`tr-${seed.trackIds[0]}`], current: `tr-${seed.trackIds[0]}`, position: 1000 } as never);
  await api.scrobble({ id: `tr-${seed.trackIds[1]}`, submission: false });
  await api.createPlaylist({ name: 'Mine', songId: [`tr-${seed.trackIds[0]}`] } as never);
});
afterAll(async () => {
  await t.close();
});

async function xml(method: string, query: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/rest/${method}.view?${new URLSearchParams({ v: '1.16.1', c: 'xml-test', u: login.username, p: login.password, ...query })}` });
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  const document = parser.parse(response.body) as { 'subsonic-response': Node };
  const root = document['subsonic-response'];
  expect(root['@xmlns']).toBe('http://subsonic.org/restapi');
  expect(root['@version']).toMatch(/^\d+\.\d+\.\d+$/);
  expect(violations('subsonic-response', root, []), `${method}: ${response.body.slice(0, 400)}`).toEqual([]);
  return root;
}

describe('Subsonic XML answers', () => {
  it('carry the schema’s required attributes and types', async () => {
    const albumId = `al-${seed.albumId}`;
    const song = `tr-${seed.trackIds[0]}`;
    const calls: [string, Record<string, string>, string][] = [
      ['ping', {}, ''],
      ['getLicense', {}, 'license'],
      ['getUser', { username: login.username }, 'user'],
      ['getMusicFolders', {}, 'musicFolders'],
      ['getIndexes', {}, 'indexes'],
      ['getArtists', {}, 'artists'],
      ['getArtist', { id: `ar-${seed.artistId}` }, 'artist'],
      ['getAlbum', { id: albumId }, 'album'],
      ['getSong', { id: song }, 'song'],
      ['getAlbumList2', { type: 'newest' }, 'albumList2'],
      ['getRandomSongs', {}, 'randomSongs'],
      ['getGenres', {}, 'genres'],
      ['search3', { query: 'neon' }, 'searchResult3'],
      ['getStarred2', {}, 'starred2'],
      ['getPlaylists', {}, 'playlists'],
      ['getPlaylist', { id: `pl-${seed.playlistId}` }, 'playlist'],
      ['getPlayQueue', {}, 'playQueue'],
      ['getNowPlaying', {}, 'nowPlaying'],
      ['getInternetRadioStations', {}, 'internetRadioStations'],
      ['getPodcasts', {}, 'podcasts'],
      ['getNewestPodcasts', {}, 'newestPodcasts'],
      ['getOpenSubsonicExtensions', {}, 'openSubsonicExtensions'],
      ['getLyricsBySongId', { id: song }, 'lyricsList'],
    ];
    for (const [method, query, element] of calls) {
      const root = await xml(method, query);
      expect(root['@status'], method).toBe('ok');
      if (element) expect(root[element], method).toBeDefined();
    }
    const genres = (await xml('getGenres'))['genres'] as Node[];
    expect(((genres[0] as Node)['genre'] as Node[]).map((g) => g['#text'])).toContain('Synthwave');
  });

  it('report errors as the schema’s error element', async () => {
    const root = await xml('getAlbum', { id: 'al-999999' });
    expect(root['@status']).toBe('failed');
    expect((root['error'] as Node[])[0]).toMatchObject({ '@code': '70' });
  });
});
