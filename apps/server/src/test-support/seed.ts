import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAlbum, createArtist, createCatalogPlaylist, createEpisode, createPodcast, createRadioStation, createTrack, upsertMediaFile } from '../repositories/catalogue-writes.js';

export interface SeededCatalogue {
  artistId: number;
  otherArtistId: number;
  albumId: number;
  trackIds: number[];
  playlistId: number;
  podcastId: number;
  episodeIds: number[];
  stationId: number;
  audioFileId: number;
  artworkFileId: number;
  audioBytes: Buffer;
}

/** A small catalogue with real files in the data directory, for route tests. */
export async function seedCatalogue(db: Kysely<Database>, dataDir: string): Promise<SeededCatalogue> {
  fs.mkdirSync(path.join(dataDir, 'media', 'audio'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'media', 'artwork'), { recursive: true });
  const audioBytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
  fs.writeFileSync(path.join(dataDir, 'media', 'audio', 'tone.mp3'), audioBytes);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
  fs.writeFileSync(path.join(dataDir, 'media', 'artwork', 'cover.png'), png);
  const audioFileId = await upsertMediaFile(db, { kind: 'audio', path: 'media/audio/tone.mp3', mime: 'audio/mpeg', size: audioBytes.length });
  const artworkFileId = await upsertMediaFile(db, { kind: 'artwork', path: 'media/artwork/cover.png', mime: 'image/png', size: png.length });

  const artistId = await createArtist(db, { name: 'Nova Lights', bio: 'A duo from Lisbon.', genres: ['Synthwave', 'Electronic'], socials: { instagram: 'https://instagram.com/novalights' }, imageFileId: artworkFileId });
  const otherArtistId = await createArtist(db, { name: 'The Beatles Tribute', genres: ['Rock'] });
  const albumId = await createAlbum(db, { title: 'Midnight Drive', artistId, year: 2024, genres: ['Synthwave'], artworkFileId, description: 'Night-time synthwave.' });
  const otherAlbumId = await createAlbum(db, { title: 'Yesterday Again', artistId: otherArtistId, year: 1999, genres: ['Rock'] });
  const trackIds = [
    await createTrack(db, { title: 'Neon Rain', artistId, albumId, trackNumber: 1, discNumber: 1, duration: 214, genres: ['Synthwave'], audioFileId }),
    await createTrack(db, { title: 'Harbour Lights', artistId, albumId, trackNumber: 2, discNumber: 1, duration: 187.5, genres: ['Synthwave'], audioFileId }),
    await createTrack(db, { title: 'Let It Be Loud', artistId: otherArtistId, albumId: otherAlbumId, trackNumber: 1, duration: 150, genres: ['Rock'], audioFileId }),
  ];
  const playlistId = await createCatalogPlaylist(db, { title: 'Night Shift', description: 'Slow pulses for late hours.', type: 'featured', trackIds: [trackIds[1] as number, trackIds[0] as number] });
  const podcastId = await createPodcast(db, { title: 'Deep Cuts', author: 'Mara Ellis', description: 'Stories behind the records.', categories: ['Music'], language: 'en', artworkFileId });
  const episodeIds = [
    await createEpisode(db, { podcastId, title: 'The first pressing', duration: 1200, publishedAt: '2026-10-02T06:00:00.000Z', seasonNumber: 1, episodeNumber: 1, audioFileId }),
    await createEpisode(db, { podcastId, title: 'Second side', duration: 900, publishedAt: '2026-10-09T06:00:00.000Z', seasonNumber: 2, episodeNumber: 1, audioUrl: 'https://feeds.example.org/deep-cuts/2.mp3' }),
  ];
  const stationId = await createRadioStation(db, { name: 'Harbour FM', country: 'Portugal', language: 'Portuguese', genres: ['Jazz'], popularity: 87, website: 'https://harbour.example.org' });
  return { artistId, otherArtistId, albumId, trackIds, playlistId, podcastId, episodeIds, stationId, audioFileId, artworkFileId, audioBytes };
}
