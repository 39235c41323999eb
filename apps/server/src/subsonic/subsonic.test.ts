import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubsonicAPI } from 'subsonic-api';
import { renderArtwork } from '@tangerine/demo-catalogue';
import { upsertMediaFile } from '../repositories/catalogue-writes.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, subsonicClient, type AppLogin } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;
let api: SubsonicAPI;
let web: { headers: Record<string, string>; deviceRowId: number };
const tr = (i: number) => `tr-${seed.trackIds[i]}`;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  web = await t.activateDevice();
  login = await appLogin(t.app, await codeIdOfDevice(t.app, web.deviceRowId), 'Symfonium');
  api = subsonicClient(t.app, login);
});
afterAll(async () => {
  await t.close();
});

const ok = (answer: Answer) => {
  expect(answer, JSON.stringify(answer)).toMatchObject({ status: 'ok', version: '1.16.1', type: 'tangerine', openSubsonic: true });
  expect(typeof answer['serverVersion']).toBe('string');
  return answer;
};

describe('Subsonic API through the subsonic-api client (JSON)', () => {
  it('answers the system methods', async () => {
    ok(await api.ping());
    expect(ok(await api.getLicense()).license.valid).toBe(true);
    const extensions = ok(await api.getOpenSubsonicExtensions()).openSubsonicExtensions.map((e: { name: string }) => e.name);
    expect(extensions).toEqual(expect.arrayContaining(['formPost', 'apiKeyAuthentication', 'songLyrics', 'indexBasedQueue', 'playbackReport']));
    expect(ok(await api.customJSON('tokenInfo', {})).tokenInfo.username).toBe(login.username);
    expect(ok(await api.getUser({ username: login.username })).user).toMatchObject({ username: login.username, adminRole: false, streamRole: true });
    expect(ok(await api.getMusicFolders()).musicFolders.musicFolder).toEqual([{ id: 1, name: 'Tangerine' }]);
  });

  it('browses artists, albums and songs with the schema types', async () => {
    const indexes = ok(await api.getIndexes()).indexes;
    expect(indexes.index.map((i: Answer) => i.name)).toEqual(['B', 'N']);
    const artists = ok(await api.getArtists()).artists;
    expect(artists.ignoredArticles).toContain('The');
    expect(artists.index.flatMap((i: Answer) => i.artist.map((a: Answer) => a.name))).toEqual(['The Beatles Tribute', 'Nova Lights']);
    const artist = ok(await api.getArtist({ id: `ar-${seed.artistId}` })).artist;
    expect(artist).toMatchObject({ name: 'Nova Lights', albumCount: 1, coverArt: `art-${seed.artworkFileId}` });
    expect(artist.album[0]).toMatchObject({ id: `al-${seed.albumId}`, name: 'Midnight Drive', songCount: 2, duration: 402 });
    const info = ok(await api.getArtistInfo2({ id: `ar-${seed.artistId}` })).artistInfo2;
    expect(info.biography).toBe('A duo from Lisbon.');
    expect(info.largeImageUrl).toMatch(/^http:\/\/tangerine\.test\/api\/v1\/media\/artwork\/\d+$/);
    const album = ok(await api.getAlbum({ id: `al-${seed.albumId}` })).album;
    expect(album.song.map((s: Answer) => s.title)).toEqual(['Neon Rain', 'Harbour Lights']);
    const song = album.song[1];
    expect(song).toMatchObject({ id: tr(1), isDir: false, duration: 188, size: 10_000, contentType: 'audio/mpeg', suffix: 'mp3', track: 2, discNumber: 1, playCount: 0, albumId: `al-${seed.albumId}`, artistId: `ar-${seed.artistId}`, year: 2024, genre: 'Synthwave', type: 'music' });
    for (const field of ['duration', 'size', 'bitRate', 'playCount', 'track']) expect(Number.isInteger(song[field]), field).toBe(true);
    expect(ok(await api.getAlbumInfo2({ id: `al-${seed.albumId}` })).albumInfo.notes).toBe('Night-time synthwave.');
    expect(ok(await api.getSong({ id: tr(0) })).song.title).toBe('Neon Rain');
    const genres = ok(await api.getGenres()).genres.genre;
    expect(genres).toEqual(expect.arrayContaining([{ value: 'Synthwave', songCount: 2, albumCount: 1 }, { value: 'Rock', songCount: 1, albumCount: 1 }]));
    expect(ok(await api.getSongsByGenre({ genre: 'Rock' })).songsByGenre.song.map((s: Answer) => s.title)).toEqual(['Let It Be Loud']);
    expect(ok(await api.getTopSongs({ artist: 'Nova Lights' })).topSongs.song).toHaveLength(2);
    expect(ok(await api.getRandomSongs({ size: 2 })).randomSongs.song).toHaveLength(2);
    expect(ok(await api.customJSON('getMusicDirectory', { id: `ar-${seed.artistId}` })).directory.child[0]).toMatchObject({ isDir: true, title: 'Midnight Drive' });
  });

  it('lists albums of every type', async () => {
    const list = async (type: string, extra: Answer = {}) => ok(await api.getAlbumList2({ type, ...extra } as never)).albumList2.album?.map((a: Answer) => a.name) ?? [];
    expect(await list('alphabeticalByName')).toEqual(['Midnight Drive', 'Yesterday Again']);
    expect(await list('alphabeticalByArtist')).toEqual(['Midnight Drive', 'Yesterday Again']);
    expect(await list('newest')).toEqual(['Yesterday Again', 'Midnight Drive']);
    expect(await list('random')).toHaveLength(2);
    expect(await list('byYear', { fromYear: 2000, toYear: 2030 })).toEqual(['Midnight Drive']);
    expect(await list('byYear', { fromYear: 2030, toYear: 1990 })).toEqual(['Midnight Drive', 'Yesterday Again']);
    expect(await list('byGenre', { genre: 'Rock' })).toEqual(['Yesterday Again']);
    expect(await list('alphabeticalByName', { size: 1, offset: 1 })).toEqual(['Yesterday Again']);
    ok(await api.scrobble({ id: tr(2), submission: true }));
    expect(await list('frequent')).toEqual(['Yesterday Again']);
    expect(await list('recent')).toEqual(['Yesterday Again']);
    ok(await api.star({ id: tr(0) }));
    expect(await list('starred')).toEqual(['Midnight Drive']);
    expect(await list('highest')).toEqual(['Midnight Drive']);
    ok(await api.unstar({ id: tr(0) }));
  });

  it('searches, with an empty query listing everything', async () => {
    const found = ok(await api.search3({ query: 'neon' })).searchResult3;
    expect(found.song.map((s: Answer) => s.title)).toEqual(['Neon Rain']);
    const all = ok(await api.search3({ query: '', songCount: 10, albumCount: 0, artistCount: 0 })).searchResult3;
    expect(all.song).toHaveLength(3);
    expect(all.album).toEqual([]);
  });

  it('streams and downloads with Range, and never counts a play for it', async () => {
    const whole = await api.stream({ id: tr(0), maxBitRate: 128, format: 'mp3' } as never);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(seed.audioBytes)).toBe(true);
    const response = await t.app.inject({ url: `/rest/stream.view?id=${tr(0)}&u=${login.username}&p=${login.password}&v=1.16.1&c=test`, headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${seed.audioBytes.length}`);
    expect(response.rawPayload.equals(seed.audioBytes.subarray(100, 200))).toBe(true);
    const download = await api.download({ id: tr(0) });
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(ok(await api.getSong({ id: tr(0) })).song.playCount).toBe(0);
    ok(await api.scrobble({ id: tr(0), submission: true }));
    expect(ok(await api.getSong({ id: tr(0) })).song.playCount).toBe(1);
  });

  it('resizes cover art to the size asked (up to its bucket) and caches it', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'media', 'artwork', 'big.png'), renderArtwork('subsonic', 'sun', 400));
    const fileId = await upsertMediaFile(t.app.db, { kind: 'artwork', path: 'media/artwork/big.png', mime: 'image/png', size: fs.statSync(path.join(t.dataDir, 'media', 'artwork', 'big.png')).size });
    const resized = await api.getCoverArt({ id: `art-${fileId}`, size: 120 });
    expect(resized.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([128, 128, 'jpeg']);
    expect(fs.readdirSync(path.join(t.dataDir, 'cache', 'artwork')).filter((f) => f.startsWith(`${fileId}-128-`))).toHaveLength(1);
    const again = await api.getCoverArt({ id: `art-${fileId}`, size: 120 });
    expect(again.headers.get('etag')).toBe(resized.headers.get('etag'));
    const original = await api.getCoverArt({ id: `art-${fileId}` });
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(400);
    expect((await api.getCoverArt({ id: `al-${seed.albumId}` })).headers.get('content-type')).toBe('image/png');
    expect(((await (await api.getCoverArt({ id: 'art-999999' })).json()) as Answer)['subsonic-response'].error.code).toBe(70);
  });

  it('manages the listener’s playlists and reads the catalogue’s', async () => {
    const created = ok(await api.createPlaylist({ name: 'Road trip', songId: [tr(0), tr(1)] } as never)).playlist;
    expect(created).toMatchObject({ name: 'Road trip', owner: login.username, songCount: 2, duration: 402 });
    ok(await api.updatePlaylist({ playlistId: created.id, name: 'Road trip 2', comment: 'A2', songIdToAdd: [tr(2)], songIndexToRemove: [0] } as never));
    const read = ok(await api.getPlaylist({ id: created.id })).playlist;
    expect(read).toMatchObject({ name: 'Road trip 2', comment: 'A2', songCount: 2 });
    expect(read.entry.map((s: Answer) => s.title)).toEqual(['Harbour Lights', 'Let It Be Loud']);
    const lists = ok(await api.getPlaylists()).playlists.playlist;
    // The code's own playlists, then the library's ready-made smart ones (read-only), then the catalogue's.
    expect(lists.map((p: Answer) => [p.name, p.owner])).toEqual([['Road trip 2', login.username], ['Recently added', login.username], ['Most played', login.username], ['Not played in a year', login.username], ['Night Shift', 'tangerine']]);
    expect(ok(await api.getPlaylist({ id: `pl-${seed.playlistId}` })).playlist.entry).toHaveLength(2);
    expect(((await api.deletePlaylist({ id: `pl-${seed.playlistId}` })) as Answer).error.code).toBe(50);
    ok(await api.deletePlaylist({ id: created.id }));
    expect(((await api.getPlaylist({ id: created.id })) as Answer).error.code).toBe(70);
    // The web app sees the same library.
    const mine = ok(await api.createPlaylist({ name: 'Shared' })).playlist;
    const listed = await t.app.inject({ url: '/api/v1/playlists', headers: web.headers });
    expect(listed.json().playlists.map((p: Answer) => `up-${p.id}`)).toContain(mine.id);
  });

  it('stars songs into the web app’s Liked Songs', async () => {
    ok(await api.star({ id: tr(1) }));
    const liked = await t.app.inject({ url: '/api/v1/favorites', headers: web.headers });
    expect(liked.json().favorites.map((e: Answer) => e.track.id)).toEqual([String(seed.trackIds[1])]);
    const starred = ok(await api.getStarred2()).starred2;
    // The client parses `starred` as a date: it must be a valid ISO timestamp.
    expect(starred.song.map((s: Answer) => [s.id, s.starred instanceof Date && !Number.isNaN(s.starred.getTime())])).toEqual([[tr(1), true]]);
    expect(ok(await api.getSong({ id: tr(1) })).song.starred).toBeInstanceOf(Date);
    ok(await api.unstar({ id: tr(1) }));
    expect(ok(await api.getStarred2()).starred2.song).toEqual([]);
  });

  it('reports now playing through scrobble and reportPlayback', async () => {
    ok(await api.scrobble({ id: tr(0), submission: false }));
    const playing = ok(await api.getNowPlaying()).nowPlaying.entry;
    expect(playing).toHaveLength(1);
    expect(playing[0]).toMatchObject({ id: tr(0), username: login.username, minutesAgo: 0 });
    ok(await api.reportPlayback({ mediaId: tr(1), mediaType: 'song', positionMs: 0, state: 'playing' } as never));
    expect(ok(await api.getNowPlaying()).nowPlaying.entry[0].id).toBe(tr(1));
    ok(await api.reportPlayback({ mediaId: tr(1), mediaType: 'song', positionMs: 1000, state: 'stopped' } as never));
    expect(ok(await api.getNowPlaying()).nowPlaying.entry).toEqual([]);
  });

  it('serves radio, podcasts and lyrics', async () => {
    const station = ok(await api.getInternetRadioStations()).internetRadioStations.internetRadioStation[0];
    expect(station).toMatchObject({ id: `rs-${seed.stationId}`, name: 'Harbour FM', homePageUrl: 'https://harbour.example.org' });
    expect(station.streamUrl).toMatch(/^http:\/\/tangerine\.test\/api\/v1\/radio\/\d+\/stream\?expires=\d+&signature=/);
    // The URL plays without headers: it passes the signature check (no broadcaster runs in tests: 404 "not available").
    const streamed = await t.app.inject({ url: station.streamUrl.replace('http://tangerine.test', '') });
    expect(streamed.json().message).toBe('Radio stream not available');
    const channel = ok(await api.getPodcasts()).podcasts.channel[0];
    expect(channel).toMatchObject({ id: `pc-${seed.podcastId}`, title: 'Deep Cuts' });
    expect(channel.episode.map((e: Answer) => e.title)).toEqual(['Second side', 'The first pressing']);
    expect(ok(await api.getNewestPodcasts({ count: 1 } as never)).newestPodcasts.episode[0].title).toBe('Second side');
    expect(ok(await api.getPodcastEpisode({ id: `pe-${seed.episodeIds[0]}` })).podcastEpisode).toMatchObject({ duration: 1200, channelId: `pc-${seed.podcastId}` });
    expect(ok(await api.getLyricsBySongId({ id: tr(0) })).lyricsList).toEqual({ structuredLyrics: [] });
  });

  it('answers administration methods with error 50', async () => {
    for (const method of ['createUser', 'deleteUser', 'jukeboxControl', 'createPodcastChannel', 'startScan', 'getUsers']) {
      const answer = await api.customJSON(method, {});
      expect(answer, method).toMatchObject({ status: 'failed', error: { code: 50 } });
    }
  });
});
