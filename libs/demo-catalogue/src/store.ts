/**
 * What the demo seed needs from a catalogue database. The server provides it from its catalogue
 * writes; this library knows no database, so the content can be built and tested on its own.
 */

export interface DemoMediaFile {
  kind: 'audio' | 'artwork';
  /** Relative to the data directory, forward slashes. */
  path: string;
  mime: string;
  size: number;
}

export interface DemoArtistRow {
  name: string;
  bio: string;
  genres: string[];
  socials: Record<string, string>;
  imageFileId: number;
}

export interface DemoAlbumRow {
  title: string;
  artistId: number;
  year: number;
  description: string;
  genres: string[];
  artworkFileId: number;
}

export interface DemoTrackRow {
  title: string;
  artistId: number;
  albumId: number;
  trackNumber: number;
  discNumber: number;
  /** Seconds. */
  duration: number;
  year: number;
  genres: string[];
  audioFileId: number;
  artworkFileId: number;
  sourceKey: string;
  /** Measured when the audio was rendered; null when unknown (stand-in audio in tests). */
  loudness: DemoTrackLoudness | null;
  /** The MP3's LAME tag: samples to trim so the tracks of the continuous album join. */
  gapless: { encoderDelay: number; encoderPadding: number; sampleRate: number } | null;
  /** Synced lyrics as LRC text, for the one demo song that has them. */
  lyrics?: string;
}

/** Integrated loudness (LUFS) and sample peak (linear) of the track and of its whole album. */
export interface DemoTrackLoudness {
  trackLoudness: number | null;
  trackPeak: number | null;
  albumLoudness: number | null;
  albumPeak: number | null;
  source: 'measured';
}

export interface DemoPlaylistRow {
  title: string;
  description: string;
  type: string;
  imageFileId: number;
  trackIds: number[];
}

export interface DemoPodcastRow {
  title: string;
  author: string;
  description: string;
  categories: string[];
  language: string;
  artworkFileId: number;
}

export interface DemoEpisodeRow {
  podcastId: number;
  title: string;
  description: string;
  audioFileId: number;
  artworkFileId: number;
  /** Seconds. */
  duration: number;
  publishedAt: string;
  seasonNumber: number;
  episodeNumber: number;
  guid: string;
}

export interface DemoStationRow {
  name: string;
  description: string;
  country: string;
  language: string;
  genres: string[];
  website: string;
  popularity: number;
  artworkFileId: number;
}

export interface DemoPlay {
  kind: 'track';
  refId: number;
  codeId?: number;
  playedAt: string;
}

/** Writes inside one transaction; each create returns the new row's id. */
export interface DemoCatalogueWriter {
  upsertMediaFile(file: DemoMediaFile): Promise<number>;
  createArtist(row: DemoArtistRow): Promise<number>;
  createAlbum(row: DemoAlbumRow): Promise<number>;
  createTrack(row: DemoTrackRow): Promise<number>;
  createCatalogPlaylist(row: DemoPlaylistRow): Promise<number>;
  createPodcast(row: DemoPodcastRow): Promise<number>;
  createEpisode(row: DemoEpisodeRow): Promise<number>;
  createRadioStation(row: DemoStationRow): Promise<number>;
  recordPlay(play: DemoPlay): Promise<void>;
}

export interface DemoCatalogueStore {
  /** True once a demo catalogue is in the database (a row whose source key starts with DEMO_SOURCE). */
  hasDemoCatalogue(): Promise<boolean>;
  /** Runs `work` in one transaction: all of the demo's rows land, or none. */
  transaction<T>(work: (writer: DemoCatalogueWriter) => Promise<T>): Promise<T>;
}
