/**
 * Puts the demo catalogue into a store (the server's catalogue writes, behind DemoCatalogueStore):
 * files first (audio rendered or taken from the cache, artwork drawn), then rows in one transaction,
 * then a play history so that Trending is full from the first start.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoCatalogueStore, DemoCatalogueWriter } from './store.js';
import { renderArtwork, type ArtStyle } from './art/cover.js';
import { generateAudio, type GenerateOptions, type GeneratedAudio } from './audio/generate.js';
import { createRandom, hashString } from './random.js';
import { buildDemoCatalogue, demoAudioJobs, type DemoCatalogue } from './catalogue.js';

export const DEMO_AUDIO_DIR = 'media/demo/audio';
export const DEMO_ART_DIR = 'media/demo/art';
const ART_VERSION = 1;
/** Source keys (tracks) and guids (episodes) of the demo's rows start with this. */
export const DEMO_SOURCE = 'demo:';

export interface SeedDemoOptions {
  seed?: string;
  /** Worker threads for the audio (default: all cores). */
  concurrency?: number;
  log?: (line: string) => void;
  now?: Date;
  /** Stand-in audio renderer (tests). */
  render?: GenerateOptions['render'];
}

export interface SeedDemoResult {
  created: boolean;
  artists: number;
  albums: number;
  tracks: number;
  playlists: number;
  podcasts: number;
  episodes: number;
  stations: number;
  plays: number;
  /** Audio files rendered now (0 when all came from the cache). */
  rendered: number;
  seconds: number;
  trackIds: number[];
}

export async function seedDemo(store: DemoCatalogueStore, dataDir: string, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const empty: SeedDemoResult = { created: false, artists: 0, albums: 0, tracks: 0, playlists: 0, podcasts: 0, episodes: 0, stations: 0, plays: 0, rendered: 0, seconds: 0, trackIds: [] };
  if (await store.hasDemoCatalogue()) return empty;
  const catalogue = buildDemoCatalogue(options.seed);
  const jobs = demoAudioJobs(catalogue);
  let rendered = 0;
  let lastShown = -1;
  const audio = await generateAudio(jobs, join(dataDir, DEMO_AUDIO_DIR), {
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.render ? { render: options.render } : {}),
    onProgress: (done, total, renderedNow) => {
      rendered = renderedNow;
      const percent = Math.floor((done / total) * 10) * 10;
      if (renderedNow > 0 && percent !== lastShown) {
        lastShown = percent;
        log(`Demo audio: ${done}/${total} files`);
      }
    },
  });
  const audioById = new Map(audio.map((a) => [a.job.id, a]));
  const art = await drawArtwork(catalogue, dataDir);
  const now = options.now ?? new Date();

  const result = await store.transaction(async (writer) => {
    const fileIds = new Map<string, number>();
    const audioFile = async (id: string): Promise<GeneratedAudio & { fileId: number }> => {
      const generated = audioById.get(id);
      if (!generated) throw new Error(`No audio for ${id}`);
      const fileId = await writer.upsertMediaFile({ kind: 'audio', path: `${DEMO_AUDIO_DIR}/${generated.fileName}`, mime: 'audio/mpeg', size: generated.bytes });
      return { ...generated, fileId };
    };
    const artFile = async (key: string): Promise<number> => {
      const known = fileIds.get(key);
      if (known) return known;
      const file = art.get(key);
      if (!file) throw new Error(`No artwork for ${key}`);
      const id = await writer.upsertMediaFile({ kind: 'artwork', path: `${DEMO_ART_DIR}/${file.name}`, mime: 'image/png', size: file.size });
      fileIds.set(key, id);
      return id;
    };

    const artistIds = new Map<string, number>();
    for (const artist of catalogue.artists) {
      artistIds.set(artist.key, await writer.createArtist({ name: artist.name, bio: artist.bio, genres: artist.genres, socials: artist.socials, imageFileId: await artFile(artist.key) }));
    }
    const trackIds = new Map<string, number>();
    for (const album of catalogue.albums) {
      const artistId = artistIds.get(album.artistKey) as number;
      const artworkFileId = await artFile(album.key);
      const albumId = await writer.createAlbum({ title: album.title, artistId, year: album.year, description: album.description, genres: album.genres, artworkFileId });
      const albumLevel = albumLoudness(album.tracks.map((t) => audioById.get(t.key)));
      for (const track of album.tracks) {
        const file = await audioFile(track.key);
        const id = await writer.createTrack({
          title: track.title,
          artistId,
          albumId,
          trackNumber: track.trackNumber,
          discNumber: 1,
          // To the millisecond: a room starts the next song where this one ends.
          duration: Math.round(file.duration * 1000) / 1000,
          year: track.year,
          genres: track.genres,
          audioFileId: file.fileId,
          artworkFileId,
          sourceKey: `${DEMO_SOURCE}${track.key}`,
          loudness: file.loudness === null ? null : { trackLoudness: file.loudness, trackPeak: file.peak, albumLoudness: albumLevel?.loudness ?? null, albumPeak: albumLevel?.peak ?? null, source: 'measured' },
          gapless: file.gapless && { encoderDelay: file.gapless.encoderDelay, encoderPadding: file.gapless.encoderPadding, sampleRate: file.gapless.sampleRate },
          ...(track.lyrics ? { lyrics: track.lyrics } : {}),
        });
        trackIds.set(track.key, id);
      }
    }
    for (const playlist of catalogue.playlists) {
      await writer.createCatalogPlaylist({ title: playlist.title, description: playlist.description, type: playlist.type, imageFileId: await artFile(playlist.key), trackIds: playlist.trackKeys.map((k) => trackIds.get(k) as number) });
    }
    let episodes = 0;
    for (const podcast of catalogue.podcasts) {
      const artworkFileId = await artFile(podcast.key);
      const podcastId = await writer.createPodcast({ title: podcast.title, author: podcast.author, description: podcast.description, categories: podcast.categories, language: podcast.language, artworkFileId });
      for (const episode of podcast.episodes) {
        const file = await audioFile(episode.key);
        await writer.createEpisode({
          podcastId,
          title: episode.title,
          description: episode.description,
          audioFileId: file.fileId,
          artworkFileId,
          duration: Math.round(file.duration),
          publishedAt: new Date(now.getTime() - episode.daysAgo * 86_400_000).toISOString(),
          seasonNumber: episode.season,
          episodeNumber: episode.episode,
          guid: `${DEMO_SOURCE}${episode.key}`,
        });
        episodes++;
      }
    }
    for (const station of catalogue.stations) {
      await writer.createRadioStation({ name: station.name, description: station.description, country: station.country, language: station.language, genres: station.genres, website: station.website, popularity: station.popularity, artworkFileId: await artFile(station.key) });
    }
    const ids = [...trackIds.values()];
    const plays = await seedTrendingHistory(writer, ids, now, catalogue.seed);
    return { ids, plays, episodes };
  });

  return {
    created: true,
    artists: catalogue.artists.length,
    albums: catalogue.albums.length,
    tracks: result.ids.length,
    playlists: catalogue.playlists.length,
    podcasts: catalogue.podcasts.length,
    episodes: result.episodes,
    stations: catalogue.stations.length,
    plays: result.plays,
    rendered,
    seconds: (performance.now() - started) / 1000,
    trackIds: result.ids,
  };
}

async function drawArtwork(catalogue: DemoCatalogue, dataDir: string): Promise<Map<string, { name: string; size: number }>> {
  const directory = join(dataDir, DEMO_ART_DIR);
  await mkdir(directory, { recursive: true });
  const wanted: { key: string; style: ArtStyle }[] = [
    ...catalogue.artists.map((a) => ({ key: a.key, style: 'portrait' as const })),
    ...catalogue.albums.map((a) => ({ key: a.key, style: a.art })),
    ...catalogue.playlists.map((p) => ({ key: p.key, style: p.art })),
    ...catalogue.podcasts.map((p, i) => ({ key: p.key, style: (i % 2 ? 'rings' : 'waves') as ArtStyle })),
    ...catalogue.stations.map((s, i) => ({ key: s.key, style: (['sun', 'circles', 'stripes', 'mosaic', 'rings', 'waves'] as const)[i % 6] as ArtStyle })),
  ];
  const files = new Map<string, { name: string; size: number }>();
  for (const { key, style } of wanted) {
    const seed = `${catalogue.seed}:${key}`;
    const name = `${key}-${hashString(`${ART_VERSION}:${seed}:${style}`).toString(36)}.png`;
    const path = join(directory, name);
    const png = renderArtwork(seed, style);
    if (!existsSync(path)) await writeFile(path, png);
    files.set(key, { name, size: png.length });
  }
  return files;
}

/**
 * Plays by other listeners over the last 30 days, more for some tracks than others, with a share in
 * the last 24 hours: Trending today, this week and this month all have a full, different ranking.
 */
async function seedTrendingHistory(writer: DemoCatalogueWriter, trackIds: number[], now: Date, seed: string): Promise<number> {
  const random = createRandom(`plays:${seed}`);
  const order = random.shuffle(trackIds);
  let plays = 0;
  for (let rank = 0; rank < order.length; rank++) {
    const trackId = order[rank] as number;
    const popularity = Math.round(60 / (1 + rank * 0.08));
    for (let i = 0; i < popularity; i++) {
      // A quarter of the plays in the last day, a third in the rest of the week, the rest in the month.
      const bucket = random.next();
      const hoursAgo = bucket < 0.25 ? random.range(0, 23) : bucket < 0.6 ? random.range(25, 24 * 7 - 1) : random.range(24 * 7 + 1, 24 * 30 - 1);
      await writer.recordPlay({ kind: 'track', refId: trackId, playedAt: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString() });
      plays++;
    }
  }
  return plays;
}

/** The account's own recent listening, so that Recently Played is not empty on first start. */
export async function seedRecentlyPlayed(writer: DemoCatalogueWriter, codeId: number, trackIds: readonly number[], now: Date = new Date(), count = 20): Promise<number> {
  const random = createRandom(`recent:${codeId}`);
  const picks = random.shuffle(trackIds).slice(0, count);
  for (let i = 0; i < picks.length; i++) {
    await writer.recordPlay({ kind: 'track', refId: picks[i] as number, codeId, playedAt: new Date(now.getTime() - (i + 1) * random.range(4, 9) * 60_000).toISOString() });
  }
  return picks.length;
}

/**
 * An album's loudness from its tracks': the duration-weighted mean of their power (what one
 * measurement of the album would give where the gates keep the same share of each track), and the
 * highest peak. Null unless every track was measured.
 */
export function albumLoudness(files: readonly (Pick<GeneratedAudio, 'duration' | 'loudness' | 'peak'> | undefined)[]): { loudness: number; peak: number } | null {
  let energy = 0;
  let seconds = 0;
  let peak = 0;
  for (const file of files) {
    if (!file || file.loudness === null || file.peak === null) return null;
    energy += file.duration * 10 ** (file.loudness / 10);
    seconds += file.duration;
    peak = Math.max(peak, file.peak);
  }
  return seconds > 0 ? { loudness: 10 * Math.log10(energy / seconds), peak } : null;
}
