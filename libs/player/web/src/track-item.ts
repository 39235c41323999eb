import { readTrack, type Track } from '@tangerine/api';
import { UNKNOWN_ARTIST, UNKNOWN_TITLE, type PlayerTrack } from '@tangerine/player-machine';

// Apart from player-items.ts: every track list needs it at first paint, the other conversions load with their screens.

/** A catalogue track (song, or an episode or station shaped as a track); null without an id. */
export function trackToPlayerItem(track: Track): PlayerTrack | null {
  const read = readTrack(track);
  if (read.id === null) return null;
  const item: PlayerTrack = {
    id: read.id,
    kind: read.type,
    title: read.title ?? UNKNOWN_TITLE,
    artistId: read.artistId,
    artistName: read.artistName ?? UNKNOWN_ARTIST,
    albumId: read.albumId,
    albumTitle: read.albumTitle,
    artworkUrl: read.artworkUrl,
    duration: read.type === 'radio' ? 0 : Math.max(0, read.duration ?? 0),
    streamUrl: read.streamUrl,
    genres: read.genres,
    trackNumber: read.trackNumber,
  };
  if (read.artists.length > 1) item.artists = read.artists;
  if (read.type === 'episode') {
    if (read.albumId !== null) item.podcastId = read.albumId;
    item.episodeId = read.id;
  }
  if (read.type === 'radio') item.stationId = read.id;
  // Gapless trim and loudness as the import measured them (for gapless joins and volume normalization); absent for most external items.
  const { loudness, gapless } = track;
  if (loudness) {
    item.loudness = { trackLufs: loudness.track_lufs ?? null, trackPeak: loudness.track_peak ?? null, albumLufs: loudness.album_lufs ?? null, albumPeak: loudness.album_peak ?? null };
  }
  if (gapless) item.gapless = { encoderDelay: gapless.encoder_delay, encoderPadding: gapless.encoder_padding, sampleRate: gapless.sample_rate };
  return item;
}
