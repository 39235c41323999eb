/**
 * A synthetic catalogue of any size for benchmarks and scale tests: made-up artists, albums and
 * tracks (metadata only) that reuse audio and artwork files already stored. Deterministic: the same
 * count, seed and files give the same rows on every run.
 */

const ADJECTIVES = ['Golden', 'Silent', 'Electric', 'Velvet', 'Midnight', 'Crimson', 'Hollow', 'Neon', 'Wild', 'Paper', 'Broken', 'Summer', 'Frozen', 'Lunar', 'Amber', 'Distant', 'Tangerine', 'Quiet', 'Restless', 'Sapphire'];
const NOUNS = ['River', 'Garden', 'Highway', 'Echo', 'Harbor', 'Signal', 'Mirror', 'Comet', 'Forest', 'Lantern', 'Horizon', 'Canyon', 'Ocean', 'Window', 'Engine', 'Meadow', 'Shadow', 'Skyline', 'Thunder', 'Island'];
const VERBS = ['Falling', 'Running', 'Dreaming', 'Burning', 'Dancing', 'Waiting', 'Drifting', 'Calling', 'Singing', 'Fading'];
const GENRES = ['pop', 'rock', 'jazz', 'electronic', 'hip-hop', 'classical', 'folk', 'ambient', 'soul', 'country'];

export interface SyntheticArtist {
  name: string;
  genre: string;
  imageFileId: number | null;
}

export interface SyntheticAlbum {
  title: string;
  /** Index into `artists`. */
  artist: number;
  year: number;
  genre: string;
  artworkFileId: number | null;
}

export interface SyntheticTrack {
  title: string;
  /** Index into `albums`; the track's artist, genre and year are its album's. */
  album: number;
  trackNumber: number;
  /** Seconds. */
  duration: number;
  audioFileId: number | null;
}

export interface SyntheticCatalogue {
  artists: SyntheticArtist[];
  albums: SyntheticAlbum[];
  tracks: SyntheticTrack[];
}

/** Ids of stored files the synthetic rows point at (empty: no file). */
export interface SyntheticFiles {
  audio: readonly number[];
  artwork: readonly number[];
}

/** A deterministic generator (mulberry32) so a benchmark catalogue (and a bench's questions) is the same on every run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` tracks on count/10 albums by count/100 artists. */
export function syntheticCatalogue(count: number, files: SyntheticFiles, seed = 42): SyntheticCatalogue {
  const rnd = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const pickFile = (ids: readonly number[]): number | null => (ids.length ? pick(ids) : null);
  const artistCount = Math.max(1, Math.ceil(count / 100));
  const albumCount = Math.max(1, Math.ceil(count / 10));

  const artists = Array.from({ length: artistCount }, (_, i): SyntheticArtist => {
    const genre = pick(GENRES);
    const name = `The ${pick(ADJECTIVES)} ${pick(NOUNS)}s ${i + 1}`;
    return { name, genre, imageFileId: pickFile(files.artwork) };
  });
  const albums = Array.from({ length: albumCount }, (): SyntheticAlbum => {
    const artist = Math.floor(rnd() * artists.length);
    const title = `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
    const year = 1960 + Math.floor(rnd() * 66);
    const artworkFileId = pickFile(files.artwork);
    return { title, artist, year, artworkFileId, genre: pick(GENRES) };
  });
  const tracks = Array.from({ length: count }, (_, i): SyntheticTrack => {
    const title = `${pick(VERBS)} ${pick(ADJECTIVES)} ${pick(NOUNS)}`;
    const duration = 90 + Math.floor(rnd() * 240);
    return { title, album: i % albums.length, trackNumber: Math.floor(i / albums.length) + 1, duration, audioFileId: pickFile(files.audio) };
  });
  return { artists, albums, tracks };
}
