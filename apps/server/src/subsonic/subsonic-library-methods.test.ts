import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createAlbum, createTrack } from '../repositories/catalogue-writes.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;
let otherLogin: AppLogin;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  login = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'Symfonium');
  otherLogin = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'DSub');
});
afterAll(async () => {
  await t.close();
});

/** A JSON call (GET, or form POST) answering the subsonic-response object. */
async function rest(method: string, query: Record<string, string | string[]> = {}, as: AppLogin | null = login): Promise<Answer> {
  const search = new URLSearchParams({ f: 'json', ...(as ? { v: '1.16.1', c: 'test', u: as.username, p: as.password } : {}) });
  for (const [name, value] of Object.entries(query)) for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  const response = await t.app.inject({ url: `/rest/${method}?${search}` });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body)['subsonic-response'];
}
const ok = async (method: string, query: Record<string, string | string[]> = {}, as: AppLogin = login) => {
  const answer = await rest(method, query, as);
  expect(answer.status, JSON.stringify(answer)).toBe('ok');
  return answer;
};
const errorOf = async (method: string, query: Record<string, string | string[]> = {}) => (await rest(method, query)).error?.code;

describe('Subsonic methods that apps call at start-up and while browsing', () => {
  it('answers getOpenSubsonicExtensions without credentials, advertising getPodcastEpisode and topSongsByArtistId', async () => {
    const answer = await rest('getOpenSubsonicExtensions', {}, null);
    expect(answer.status).toBe('ok');
    expect(answer.openSubsonicExtensions.map((e: Answer) => e.name)).toEqual(expect.arrayContaining(['getPodcastEpisode', 'topSongsByArtistId', 'formPost']));
    expect((await rest('ping', {}, null)).error.code).toBe(10);
  });

  it('stars albums and artists per code, and getStarred/getStarred2 list them', async () => {
    await ok('star', { albumId: `al-${seed.albumId}`, artistId: `ar-${seed.artistId}`, id: `tr-${seed.trackIds[0]}` });
    const starred2 = (await ok('getStarred2')).starred2;
    expect(starred2.album.map((a: Answer) => a.id)).toEqual([`al-${seed.albumId}`]);
    expect(starred2.artist.map((a: Answer) => a.id)).toEqual([`ar-${seed.artistId}`]);
    expect(starred2.album[0].starred).toMatch(/Z$/);
    expect(starred2.song.map((s: Answer) => s.id)).toEqual([`tr-${seed.trackIds[0]}`]);
    const starred = (await ok('getStarred')).starred;
    expect(starred.album[0]).toMatchObject({ id: `al-${seed.albumId}`, isDir: true, title: 'Midnight Drive' });
    expect(starred.artist[0]).toMatchObject({ id: `ar-${seed.artistId}`, name: 'Nova Lights' });
    // Another code's stars are its own.
    const theirs = (await ok('getStarred2', {}, otherLogin)).starred2;
    expect([...theirs.album, ...theirs.artist, ...theirs.song]).toEqual([]);
    await ok('unstar', { albumId: `al-${seed.albumId}`, artistId: `ar-${seed.artistId}`, id: `tr-${seed.trackIds[0]}` });
    const after = (await ok('getStarred2')).starred2;
    expect([...after.album, ...after.artist, ...after.song]).toEqual([]);
  });

  it('lists every starred song in getStarred2, past 500', async () => {
    const artistId = await createArtist(t.app.db, { name: 'Many Songs' });
    const albumId = await createAlbum(t.app.db, { title: 'Long Album', artistId });
    const ids: number[] = [];
    for (let i = 0; i < 520; i++) ids.push(await createTrack(t.app.db, { title: `Song ${i}`, artistId, albumId, duration: 60, trackNumber: i + 1 }));
    for (let i = 0; i < ids.length; i += 100) await ok('star', { id: ids.slice(i, i + 100).map((id) => `tr-${id}`) });
    expect((await ok('getStarred2')).starred2.song).toHaveLength(520);
    for (let i = 0; i < ids.length; i += 100) await ok('unstar', { id: ids.slice(i, i + 100).map((id) => `tr-${id}`) });
  });

  it('keeps bookmarks per code for songs and episodes', async () => {
    await ok('createBookmark', { id: `tr-${seed.trackIds[1]}`, position: '42000', comment: 'bridge' });
    await ok('createBookmark', { id: `pe-${seed.episodeIds[0]}`, position: '7000' });
    await ok('createBookmark', { id: `tr-${seed.trackIds[1]}`, position: '43000', comment: 'bridge' });
    const bookmarks = (await ok('getBookmarks')).bookmarks.bookmark;
    expect(bookmarks.map((b: Answer) => [b.entry.id, b.position])).toEqual(expect.arrayContaining([[`tr-${seed.trackIds[1]}`, 43000], [`pe-${seed.episodeIds[0]}`, 7000]]));
    expect(bookmarks).toHaveLength(2);
    expect(bookmarks.find((b: Answer) => b.entry.id.startsWith('tr-'))).toMatchObject({ username: login.username, comment: 'bridge', entry: { bookmarkPosition: 43000, title: 'Harbour Lights' } });
    expect((await ok('getBookmarks', {}, otherLogin)).bookmarks.bookmark ?? []).toEqual([]);
    expect((await rest('deleteBookmark', { id: `tr-${seed.trackIds[1]}` }, otherLogin)).error.code).toBe(70);
    await ok('deleteBookmark', { id: `tr-${seed.trackIds[1]}` });
    expect(await errorOf('deleteBookmark', { id: `tr-${seed.trackIds[1]}` })).toBe(70);
    expect((await ok('getBookmarks')).bookmarks.bookmark).toHaveLength(1);
  });

  it('stores ratings (0 removes), and rejects one out of range', async () => {
    const rated = async () => (await t.app.db.selectFrom('subsonic_ratings').selectAll().execute()).map((r) => [r.kind, Number(r.ref_id), Number(r.rating)]);
    await ok('setRating', { id: `al-${seed.albumId}`, rating: '5' });
    await ok('setRating', { id: `al-${seed.albumId}`, rating: '3' });
    expect(await rated()).toEqual([['album', seed.albumId, 3]]);
    await ok('setRating', { id: `tr-${seed.trackIds[2]}`, rating: '2' });
    expect((await ok('getSong', { id: `tr-${seed.trackIds[2]}` })).song.userRating).toBe(2);
    expect((await ok('getSong', { id: `tr-${seed.trackIds[2]}` }, otherLogin)).song.userRating).toBeUndefined();
    await ok('setRating', { id: `tr-${seed.trackIds[2]}`, rating: '0' });
    expect(await errorOf('setRating', { id: `al-${seed.albumId}`, rating: '6' })).toBe(10);
    await ok('setRating', { id: `al-${seed.albumId}`, rating: '0' });
    expect(await rated()).toEqual([]);
  });

  it('shows the listener\'s own starred and userRating on songs, albums and artists in every list that carries them', () => listenerMarks(t, seed, login, otherLogin));

  it('needs search3 query, while query="" pages through everything', async () => {
    expect(await errorOf('search3')).toBe(10);
    expect(await errorOf('search2')).toBe(10);
    const page = (await ok('search3', { query: '', songCount: '2', songOffset: '1', albumCount: '0', artistCount: '0' })).searchResult3;
    expect(page.song).toHaveLength(2);
    expect((await ok('search2', { query: 'neon' })).searchResult2.song.map((s: Answer) => s.title)).toEqual(['Neon Rain']);
  });

  it('answers an index outside the queue with error 10', async () => {
    expect(await errorOf('savePlayQueueByIndex', { id: [`tr-${seed.trackIds[0]}`], currentIndex: '1' })).toBe(10);
    expect(await errorOf('savePlayQueueByIndex', { id: [`tr-${seed.trackIds[0]}`], currentIndex: '-1' })).toBe(10);
    await ok('savePlayQueueByIndex', { id: [`tr-${seed.trackIds[0]}`, `tr-${seed.trackIds[1]}`], currentIndex: '1' });
    expect((await ok('getPlayQueueByIndex')).playQueueByIndex.currentIndex).toBe(1);
  });

  it('finds top songs by artist id, similar songs, artist info, album lists and the avatar', async () => {
    expect((await ok('getTopSongs', { id: `ar-${seed.artistId}` })).topSongs.song.map((s: Answer) => s.artistId)).toEqual([`ar-${seed.artistId}`, `ar-${seed.artistId}`]);
    expect(await errorOf('getTopSongs', { id: `al-${seed.albumId}` })).toBe(70);
    const similar = (await ok('getSimilarSongs2', { id: `tr-${seed.trackIds[0]}` })).similarSongs2.song.map((s: Answer) => s.id);
    expect(similar).toContain(`tr-${seed.trackIds[1]}`);
    expect(similar).not.toContain(`tr-${seed.trackIds[0]}`);
    expect((await ok('getArtistInfo', { id: `ar-${seed.artistId}` })).artistInfo.biography).toBe('A duo from Lisbon.');
    expect((await ok('getAlbumList', { type: 'alphabeticalByName' })).albumList.album.map((a: Answer) => a.title)).toEqual(expect.arrayContaining(['Midnight Drive', 'Yesterday Again']));
    const avatar = await t.app.inject({ url: `/rest/getAvatar?${new URLSearchParams({ v: '1.16.1', c: 'test', u: login.username, p: login.password, username: login.username })}` });
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(await errorOf('getAvatar', { username: otherLogin.username })).toBe(70);
    expect(await errorOf('getShares')).toBe(50);
    expect(await errorOf('jukeboxControl', { action: 'status' })).toBe(50);
  });
});

/**
 * The listener's marks in every list (run with the kept per-listener copy and without it: caches off,
 * each answer reads them in one statement per kind).
 */
async function listenerMarks(app: TestApp, seed: SeededCatalogue, login: AppLogin, otherLogin: AppLogin) {
  const ok = async (method: string, query: Record<string, string | string[]> = {}, as: AppLogin = login) => {
    const search = new URLSearchParams({ f: 'json', v: '1.16.1', c: 'test', u: as.username, p: as.password });
    for (const [name, value] of Object.entries(query)) for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
    const answer = JSON.parse((await app.app.inject({ url: `/rest/${method}?${search}` })).body)['subsonic-response'];
    expect(answer.status, JSON.stringify(answer)).toBe('ok');
    return answer;
  };
  const [album, artist, song] = [`al-${seed.albumId}`, `ar-${seed.artistId}`, `tr-${seed.trackIds[0]}`];
  await ok('star', { albumId: album, artistId: artist, id: song });
  for (const id of [album, artist, song]) await ok('setRating', { id, rating: id === song ? '4' : '5' });
  const playlist = (await ok('createPlaylist', { name: 'Marked', songId: song })).playlist.id;
  try {
    const mine = (item: Answer | undefined) => ({ starred: typeof item?.starred === 'string' && item.starred.endsWith('Z'), userRating: item?.userRating });
    const find = (items: Answer[] | undefined, id: string) => (items ?? []).find((item) => item.id === id);
    const [marked, ratedSong, starredOnly] = [{ starred: true, userRating: 5 }, { starred: true, userRating: 4 }, { starred: true, userRating: undefined }];
    const getAlbum = (await ok('getAlbum', { id: album })).album;
    expect([mine(getAlbum), mine(find(getAlbum.song, song))]).toEqual([marked, ratedSong]);
    const getArtist = (await ok('getArtist', { id: artist })).artist;
    // ArtistID3 has no userRating in either schema; its albums do.
    expect([mine(getArtist), mine(find(getArtist.album, album))]).toEqual([starredOnly, marked]);
    expect(mine(find((await ok('getAlbumList2', { type: 'alphabeticalByName' })).albumList2.album, album))).toEqual(marked);
    expect(mine(find((await ok('getAlbumList', { type: 'alphabeticalByName' })).albumList.album, album))).toEqual(marked);
    const search3 = (await ok('search3', { query: '' })).searchResult3;
    expect([mine(find(search3.artist, artist)), mine(find(search3.album, album)), mine(find(search3.song, song))]).toEqual([starredOnly, marked, ratedSong]);
    const search2 = (await ok('search2', { query: '' })).searchResult2;
    expect([mine(find(search2.artist, artist)), mine(find(search2.album, album)), mine(find(search2.song, song))]).toEqual([marked, marked, ratedSong]);
    const starred2 = (await ok('getStarred2')).starred2;
    expect([mine(find(starred2.artist, artist)), mine(find(starred2.album, album)), mine(find(starred2.song, song))]).toEqual([starredOnly, marked, ratedSong]);
    const starred = (await ok('getStarred')).starred;
    expect([mine(find(starred.artist, artist)), mine(find(starred.album, album)), mine(find(starred.song, song))]).toEqual([marked, marked, ratedSong]);
    expect(mine(find((await ok('getPlaylist', { id: playlist })).playlist.entry, song))).toEqual(ratedSong);
    // By genre: another test adds 520 untagged songs, more than one random answer holds.
    expect(mine(find((await ok('getRandomSongs', { size: '500', genre: 'Synthwave' })).randomSongs.song, song))).toEqual(ratedSong);
    const indexes = (await ok('getIndexes')).indexes.index.flatMap((group: Answer) => group.artist);
    const artists = (await ok('getArtists')).artists.index.flatMap((group: Answer) => group.artist);
    expect([mine(find(indexes, artist)), mine(find(artists, artist))]).toEqual([marked, starredOnly]);
    const albumFolder = (await ok('getMusicDirectory', { id: album })).directory;
    const artistFolder = (await ok('getMusicDirectory', { id: artist })).directory;
    expect([mine(albumFolder), mine(find(albumFolder.child, song)), mine(artistFolder), mine(find(artistFolder.child, album))]).toEqual([marked, ratedSong, marked, marked]);
    // Another listener sees the shared answers, none of these marks.
    const theirs = (await ok('getAlbum', { id: album }, otherLogin)).album;
    expect([mine(theirs), mine(find(theirs.song, song))]).toEqual([{ starred: false, userRating: undefined }, { starred: false, userRating: undefined }]);
  } finally {
    await ok('unstar', { albumId: album, artistId: artist, id: song });
    for (const id of [album, artist, song]) await ok('setRating', { id, rating: '0' });
    await ok('deletePlaylist', { id: playlist });
  }
}

describe('the listener\'s marks with caches off', () => {
  it('shows them all the same, read for each answer', async () => {
    const cold = await buildTestApp({ cacheTtlMs: 0 });
    try {
      const coldSeed = await seedCatalogue(cold.app.db, cold.dataDir);
      const mine = await appLogin(cold.app, await codeIdOfDevice(cold.app, (await cold.activateDevice()).deviceRowId), 'Symfonium');
      const theirs = await appLogin(cold.app, await codeIdOfDevice(cold.app, (await cold.activateDevice()).deviceRowId), 'DSub');
      await listenerMarks(cold, coldSeed, mine, theirs);
    } finally {
      await cold.close();
    }
  });
});
