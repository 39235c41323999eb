import { describe, expect, it } from 'vitest';
import {
  LIVE_OFFLINE_REASON,
  NOT_DOWNLOADED_REASON,
  offlineReason,
  storedAlbums,
  storedCountText,
  storedLists,
  type StoredTrackFacts,
} from './offline-library.js';

const track = (trackId: string, albumId: string | null, artworkUrl: string | null = null): StoredTrackFacts => ({
  trackId,
  albumId,
  albumTitle: albumId ? `Album ${albumId}` : null,
  artistName: 'Nova',
  artworkUrl,
});

describe('storedAlbums', () => {
  it('groups stored tracks by album, in the order each album first comes, keeping the tracks in order', () => {
    const albums = storedAlbums([track('t3', 'b'), track('t1', 'a'), track('t4', 'b'), track('t2', 'a')]);
    expect(albums.map((album) => [album.albumId, album.title, album.trackIds])).toEqual([
      ['b', 'Album b', ['t3', 't4']],
      ['a', 'Album a', ['t1', 't2']],
    ]);
  });

  it("orders an album's stored tracks by their number on it, unknown numbers last", () => {
    const numbered = (trackId: string, trackNumber: number | null) => ({ ...track(trackId, 'a'), trackNumber });
    expect(storedAlbums([numbered('t3', 3), numbered('tx', null), numbered('t1', 1)])[0]?.trackIds).toEqual(['t1', 't3', 'tx']);
  });

  it('leaves out tracks without an album and takes the first artwork an album has', () => {
    const albums = storedAlbums([track('single', null), track('t1', 'a'), track('t2', 'a', '/art/a.jpg')]);
    expect(albums).toEqual([{ albumId: 'a', title: 'Album a', artistName: 'Nova', artworkUrl: '/art/a.jpg', trackIds: ['t1', 't2'] }]);
  });

  it('answers no album when nothing is stored', () => {
    expect(storedAlbums([])).toEqual([]);
  });
});

describe('storedLists', () => {
  const lists = [
    { listId: 'playlist:1', title: 'Road Trip', trackIds: ['a', 'b', 'c'] },
    { listId: 'my-playlist:7', title: 'Nothing here', trackIds: ['x'] },
    { listId: 'album:3', title: 'Whole', trackIds: ['d'] },
  ];

  it('keeps the lists with a stored track, with their stored tracks in list order and their size', () => {
    const stored = new Set(['c', 'a', 'd']);
    expect(storedLists(lists, (id) => stored.has(id))).toEqual([
      { listId: 'playlist:1', title: 'Road Trip', storedTrackIds: ['a', 'c'], totalTracks: 3 },
      { listId: 'album:3', title: 'Whole', storedTrackIds: ['d'], totalTracks: 1 },
    ]);
  });

  it('answers no list when none of their tracks is stored', () => {
    expect(storedLists(lists, () => false)).toEqual([]);
  });
});

describe('storedCountText', () => {
  it('says how much of a list is on this device', () => {
    expect(storedCountText(12)).toBe('12 songs on this device');
    expect(storedCountText(1)).toBe('1 song on this device');
    expect(storedCountText(3, 12)).toBe('3 of 12 songs on this device');
  });
});

describe('offlineReason', () => {
  const stored = (id: string) => id === 'kept';

  it('online, every entry plays', () => {
    expect(offlineReason({ kind: 'song', id: 'other' }, true, stored)).toBeNull();
    expect(offlineReason({ kind: 'radio', id: 'fm' }, true, stored)).toBeNull();
  });

  it('offline, only a stored song plays; the rest says why not', () => {
    expect(offlineReason({ kind: 'song', id: 'kept' }, false, stored)).toBeNull();
    expect(offlineReason({ kind: 'song', id: 'other' }, false, stored)).toBe(NOT_DOWNLOADED_REASON);
    expect(offlineReason({ kind: 'episode', id: 'kept' }, false, stored)).toBe(NOT_DOWNLOADED_REASON);
    expect(offlineReason({ kind: 'radio', id: 'fm' }, false, stored)).toBe(LIVE_OFFLINE_REASON);
  });
});
