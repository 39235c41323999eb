import {
  episodeArtwork,
  episodeAudioUrl,
  episodeNumber,
  podcastArtwork,
  stationArtwork,
  stationStreamUrl,
  type Episode,
  type Podcast,
  type RadioStation,
  type Track,
} from '@tangerine/api';
import {
  LIVE_RADIO,
  PODCAST_ARTIST_ID,
  RADIO_ARTIST_ID,
  RADIO_STATION_ALBUM,
  UNKNOWN_PODCAST_AUTHOR,
  UNKNOWN_TITLE,
  type PlayerTrack,
} from '@tangerine/player-machine';

/**
 * The typed conversions between the contract's items and the player's (product §3, §4). The contract's
 * alternative field names are folded in by libs/api's readers; nothing here reads an alias.
 */

/** product §4: an episode plays with the podcast's author as artist and its title as album. */
export function episodeToPlayerItem(episode: Episode, podcast: Podcast): PlayerTrack {
  const number = episodeNumber(episode);
  return {
    id: episode.id,
    kind: 'episode',
    title: episode.title || UNKNOWN_TITLE,
    artistId: PODCAST_ARTIST_ID,
    artistName: podcast.author || UNKNOWN_PODCAST_AUTHOR,
    albumId: podcast.id,
    albumTitle: podcast.title || null,
    artworkUrl: episodeArtwork(episode) ?? podcastArtwork(podcast),
    duration: Math.max(0, episode.duration),
    streamUrl: episodeAudioUrl(episode),
    genres: podcast.categories,
    trackNumber: number !== null && Number.isInteger(number) && number > 0 ? number : null,
    podcastId: podcast.id,
    episodeId: episode.id,
  };
}

/** product §4: a station plays live (duration 0) with its country, or "Live Radio", as artist. */
export function stationToPlayerItem(station: RadioStation): PlayerTrack {
  return {
    id: station.id,
    kind: 'radio',
    title: station.name || UNKNOWN_TITLE,
    artistId: RADIO_ARTIST_ID,
    artistName: station.country || LIVE_RADIO,
    albumId: null,
    albumTitle: RADIO_STATION_ALBUM,
    artworkUrl: stationArtwork(station),
    duration: 0,
    streamUrl: stationStreamUrl(station),
    genres: station.genres,
    trackNumber: null,
    stationId: station.id,
  };
}

/**
 * A playing song as the contract's track (Liked Songs, the player bar's Download). Loudness is left
 * out: the player keeps its figures but not their source, which the contract requires.
 */
export function playerItemToTrack(item: PlayerTrack): Track {
  return {
    id: item.id,
    title: item.title,
    type: item.kind,
    artist: item.artistId ? { id: item.artistId, name: item.artistName } : null,
    ...(item.artists ? { artists: item.artists } : {}),
    album: item.albumId ? { id: item.albumId, title: item.albumTitle ?? '' } : null,
    artwork_url: item.artworkUrl,
    duration: item.duration,
    track_number: item.trackNumber,
    genres: item.genres,
    stream_url: item.streamUrl ?? '',
    ...(item.gapless ? { gapless: { encoder_delay: item.gapless.encoderDelay, encoder_padding: item.gapless.encoderPadding, sample_rate: item.gapless.sampleRate } } : {}),
  };
}
