// Over 300 lines on purpose: the demo catalogue's types and its one seeded builder read as one recipe.
/**
 * The demo catalogue as plain data, deterministic from a seed: artists, albums with tracks, featured
 * playlists, podcasts with seasons, radio stations. Seeding turns it into rows and files.
 */
import type { ArtStyle } from './art/cover.js';
import type { AudioJob } from './audio/jobs.js';
import { GENRES, type GenreId } from './audio/genres.js';
import { createRandom, type Random } from './random.js';
import { demoLyricsLrc } from './lyrics.js';

export interface DemoArtist {
  key: string;
  name: string;
  bio: string;
  genre: GenreId;
  genres: string[];
  socials: Record<string, string>;
}

export interface DemoTrack {
  key: string;
  title: string;
  trackNumber: number;
  genres: string[];
  year: number;
  audio: AudioJob;
  /** Synced lyrics as LRC text (one demo song has them). */
  lyrics?: string;
}

export interface DemoAlbum {
  key: string;
  title: string;
  artistKey: string;
  year: number;
  description: string;
  genres: string[];
  art: ArtStyle;
  tracks: DemoTrack[];
}

export interface DemoPlaylist {
  key: string;
  title: string;
  description: string;
  type: string;
  art: ArtStyle;
  trackKeys: string[];
}

export interface DemoEpisode {
  key: string;
  title: string;
  description: string;
  season: number;
  episode: number;
  /** Days before the seeding moment. */
  daysAgo: number;
  audio: AudioJob;
}

export interface DemoPodcast {
  key: string;
  title: string;
  author: string;
  description: string;
  categories: string[];
  language: string;
  episodes: DemoEpisode[];
}

export interface DemoStation {
  key: string;
  name: string;
  description: string;
  country: string;
  language: string;
  genres: string[];
  website: string;
  popularity: number;
}

export interface DemoCatalogue {
  seed: string;
  artists: DemoArtist[];
  albums: DemoAlbum[];
  playlists: DemoPlaylist[];
  podcasts: DemoPodcast[];
  stations: DemoStation[];
}

const FAMILY: Record<GenreId, string> = {
  synthwave: 'Electronic',
  lofi: 'Hip-Hop',
  house: 'Electronic',
  ambient: 'Electronic',
  jazz: 'Jazz',
  folk: 'Acoustic',
  chiptune: 'Electronic',
  funk: 'Soul',
};

const ARTISTS: readonly { name: string; genre: GenreId; from: string; albums: number }[] = [
  { name: 'Neon Harbor', genre: 'synthwave', from: 'Rotterdam', albums: 2 },
  { name: 'Paper Lanterns', genre: 'lofi', from: 'Osaka', albums: 2 },
  { name: 'Velvet Circuit', genre: 'house', from: 'Chicago', albums: 2 },
  { name: 'Still Meridian', genre: 'ambient', from: 'Reykjavík', albums: 1 },
  { name: 'The Blue Quarter', genre: 'jazz', from: 'New Orleans', albums: 2 },
  { name: 'Willow & Pine', genre: 'folk', from: 'Galway', albums: 1 },
  { name: 'Pixel Parade', genre: 'chiptune', from: 'Kyoto', albums: 1 },
  { name: 'Brass Engine', genre: 'funk', from: 'Detroit', albums: 1 },
];

/** The genre whose first album's first song carries synced lyrics. */
const LYRICS_GENRE: GenreId = 'folk';

const ALBUM_WORDS = {
  first: ['Midnight', 'Amber', 'Quiet', 'Electric', 'Golden', 'Distant', 'Velvet', 'Lunar', 'Paper', 'Silver', 'Tangerine', 'Hollow', 'Summer', 'Northern'],
  second: ['Avenues', 'Signals', 'Gardens', 'Tides', 'Machines', 'Postcards', 'Horizons', 'Rooms', 'Lights', 'Weather', 'Rivers', 'Letters', 'Engines', 'Skylines'],
};
const TRACK_WORDS = {
  verbs: ['Falling', 'Running', 'Dreaming', 'Drifting', 'Waiting', 'Calling', 'Dancing', 'Floating', 'Chasing', 'Turning', 'Glowing', 'Wandering'],
  adjectives: ['Slow', 'Bright', 'Hidden', 'Open', 'Warm', 'Endless', 'Soft', 'Neon', 'Blue', 'Wild', 'Late', 'Little', 'Paper', 'Silver'],
  nouns: ['Rain', 'Streets', 'Stars', 'Harbour', 'Window', 'Morning', 'Comet', 'Signal', 'Garden', 'Echo', 'Highway', 'Island', 'Lantern', 'Coast', 'Mirror', 'Orbit'],
};
const ART_BY_GENRE: Record<GenreId, ArtStyle[]> = {
  synthwave: ['sun', 'stripes'],
  lofi: ['waves', 'circles'],
  house: ['rings', 'mosaic'],
  ambient: ['waves', 'rings'],
  jazz: ['circles', 'stripes'],
  folk: ['mosaic', 'waves'],
  chiptune: ['mosaic', 'sun'],
  funk: ['stripes', 'rings'],
};

/** Eighty tracks over twelve albums. */
const TRACKS_PER_ALBUM = [7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 7];
/** Still Meridian's album: one continuous piece cut at the track boundaries (a gap would be heard). */
const CONTINUOUS_ALBUM = 6;
/** Albums mastered far from the rest (about −18 LUFS), so that loudness normalization is heard: Willow & Pine quiet, Brass Engine loud. */
const MASTERING_DB: Record<number, number> = { 9: -10, 11: 8 };

export function buildDemoCatalogue(seed = 'tangerine'): DemoCatalogue {
  const random = createRandom(`catalogue:${seed}`);
  const usedTitles = new Set<string>();
  const artists: DemoArtist[] = ARTISTS.map((a, i) => {
    const slug = a.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    return {
      key: `artist-${i + 1}`,
      name: a.name,
      genre: a.genre,
      genres: [GENRES[a.genre].name, FAMILY[a.genre]],
      bio: artistBio(a.name, a.genre, a.from, random),
      socials: {
        instagram: `https://instagram.com/${slug}`,
        twitter: `https://x.com/${slug}`,
        website: `https://${slug}.example.com`,
      },
    };
  });

  const albums: DemoAlbum[] = [];
  let albumIndex = 0;
  ARTISTS.forEach((a, artistIndex) => {
    for (let n = 0; n < a.albums; n++) {
      const artist = artists[artistIndex] as DemoArtist;
      const key = `album-${albumIndex + 1}`;
      const year = 2014 + ((albumIndex * 7 + n * 3) % 12);
      const title = unique(usedTitles, () => `${random.pick(ALBUM_WORDS.first)} ${random.pick(ALBUM_WORDS.second)}`);
      const count = TRACKS_PER_ALBUM[albumIndex] as number;
      const tracks: DemoTrack[] = Array.from({ length: count }, (_, t) => {
        const trackKey = `${key}-track-${t + 1}`;
        return {
          key: trackKey,
          title: unique(usedTitles, () => trackTitle(random)),
          trackNumber: t + 1,
          genres: artist.genres,
          year,
          audio: { kind: 'song', id: trackKey, genre: a.genre, seed: `${seed}:${trackKey}`, seconds: trackSeconds(random, t === count - 1) },
        };
      });
      if (albumIndex === CONTINUOUS_ALBUM) joinAsOnePiece(tracks, `${seed}:${key}`);
      const sung = tracks[0];
      if (a.genre === LYRICS_GENRE && n === 0 && sung) sung.lyrics = demoLyricsLrc(sung.audio.seconds);
      const master = MASTERING_DB[albumIndex];
      if (master) for (const track of tracks) if (track.audio.kind === 'song') track.audio.master = master;
      albums.push({
        key,
        title,
        artistKey: artist.key,
        year,
        genres: artist.genres,
        art: (ART_BY_GENRE[a.genre] as ArtStyle[])[n % 2] as ArtStyle,
        description: `${title} is ${artist.name}'s ${n === 0 ? 'debut' : 'second'} ${GENRES[a.genre].name.toLowerCase()} record: ${count} tracks written and recorded in ${a.from}.`,
        tracks,
      });
      albumIndex++;
    }
  });

  const allTracks = albums.flatMap((album) => album.tracks.map((track) => ({ album, track })));
  const byGenre = (...ids: GenreId[]) =>
    allTracks.filter(({ album }) => ids.some((id) => album.genres.includes(GENRES[id].name))).map(({ track }) => track.key);
  const playlists: DemoPlaylist[] = [
    { key: 'pl-1', title: 'Tangerine Essentials', description: 'The best of the catalogue, hand-picked by Tangerine.', type: 'featured', art: 'sun', trackKeys: random.shuffle(allTracks.map((t) => t.track.key)).slice(0, 20) },
    { key: 'pl-2', title: 'Late Night Drive', description: 'Synthwave and chiptune for empty highways after midnight.', type: 'featured', art: 'stripes', trackKeys: byGenre('synthwave', 'chiptune') },
    { key: 'pl-3', title: 'Focus Flow', description: 'Lo-fi beats and ambient textures to work and study to.', type: 'featured', art: 'waves', trackKeys: byGenre('lofi', 'ambient') },
    { key: 'pl-4', title: 'Dance Floor', description: 'House and funk grooves to keep the party moving.', type: 'featured', art: 'rings', trackKeys: byGenre('house', 'funk') },
    { key: 'pl-5', title: 'Sunday Morning', description: 'Acoustic folk and easy jazz for slow starts.', type: 'featured', art: 'circles', trackKeys: byGenre('folk', 'jazz') },
    { key: 'pl-6', title: 'Deep Calm', description: 'Long, slow, spacious: ambient to breathe with.', type: 'featured', art: 'rings', trackKeys: byGenre('ambient') },
    { key: 'pl-7', title: 'Workout Energy', description: 'Fast tempos and big drums.', type: 'featured', art: 'mosaic', trackKeys: random.shuffle([...byGenre('chiptune'), ...byGenre('house'), ...byGenre('funk')]).slice(0, 18) },
    { key: 'pl-8', title: 'Fresh Finds', description: 'New additions worth a listen.', type: 'featured', art: 'mosaic', trackKeys: random.shuffle(allTracks.map((t) => t.track.key)).slice(0, 15) },
    { key: 'pl-9', title: 'Rainy Day', description: 'Soft keys, brushed drums and warm bass for grey afternoons.', type: 'mood', art: 'waves', trackKeys: random.shuffle([...byGenre('lofi'), ...byGenre('jazz')]).slice(0, 16) },
    { key: 'pl-10', title: 'Retro Arcade', description: 'Square waves and neon: the sound of 8-bit nights.', type: 'mood', art: 'sun', trackKeys: byGenre('chiptune', 'synthwave').reverse() },
  ];

  const podcasts: DemoPodcast[] = [
    podcast(seed, random, 'podcast-1', 'Signal & Noise', 'Tangerine Studios', 'Conversations about how music is made with machines: synthesis, sampling and the people behind the sounds.', ['Music', 'Technology'], 3),
    podcast(seed, random, 'podcast-2', 'The Listening Room', 'Mara Quinn', 'One album, one hour: a weekly deep dive into records that changed how we listen.', ['Music', 'Arts'], 2),
  ];

  const stations: DemoStation[] = [
    { key: 'radio-1', name: 'Tangerine FM', description: 'Everything in the catalogue, all day long.', country: 'Netherlands', language: 'English', genres: Object.values(GENRES).map((g) => g.name), website: 'https://fm.tangerine.example.com', popularity: 95 },
    { key: 'radio-2', name: 'Neon Nights Radio', description: 'Synthwave and chiptune, broadcasting from the retro future.', country: 'Germany', language: 'German', genres: ['Synthwave', 'Chiptune'], website: 'https://neonnights.example.com', popularity: 80 },
    { key: 'radio-3', name: 'Chill Beats 24/7', description: 'Lo-fi and ambient for focus and rest.', country: 'Japan', language: 'Japanese', genres: ['Lo-Fi', 'Ambient'], website: 'https://chillbeats.example.com', popularity: 88 },
    { key: 'radio-4', name: 'Club Central', description: 'House music and funk grooves, non-stop.', country: 'United States', language: 'English', genres: ['House', 'Funk'], website: 'https://clubcentral.example.com', popularity: 72 },
    { key: 'radio-5', name: 'Blue Note Lounge', description: 'Swinging jazz around the clock.', country: 'France', language: 'French', genres: ['Jazz'], website: 'https://bluenotelounge.example.com', popularity: 64 },
    { key: 'radio-6', name: 'Hearth & Harbour', description: 'Folk and acoustic songs from the coast.', country: 'Ireland', language: 'English', genres: ['Folk'], website: 'https://hearthharbour.example.com', popularity: 58 },
  ];

  return { seed, artists, albums, playlists, podcasts, stations };
}

/** Makes the tracks consecutive slices of one rendered piece, each as long as it was planned. */
function joinAsOnePiece(tracks: DemoTrack[], pieceSeed: string): void {
  const length = tracks.reduce((sum, t) => sum + t.audio.seconds, 0);
  let from = 0;
  for (const track of tracks) {
    if (track.audio.kind === 'song') track.audio.piece = { seed: pieceSeed, length, from };
    from += track.audio.seconds;
  }
}

function unique(used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
  const fallback = `${make()} ${used.size}`;
  used.add(fallback);
  return fallback;
}

function trackTitle(random: Random): string {
  const shape = random.int(0, 3);
  if (shape === 0) return `${random.pick(TRACK_WORDS.verbs)} ${random.pick(TRACK_WORDS.nouns)}`;
  if (shape === 1) return `${random.pick(TRACK_WORDS.adjectives)} ${random.pick(TRACK_WORDS.nouns)}`;
  if (shape === 2) return `The ${random.pick(TRACK_WORDS.adjectives)} ${random.pick(TRACK_WORDS.nouns)}`;
  return `${random.pick(TRACK_WORDS.nouns)} ${random.pick(['at Dawn', 'in Blue', 'After Dark', 'Again', 'Nights', 'for Two'])}`;
}

/**
 * 30 to 180 seconds; most tracks are short so that the whole demo renders in well under a minute on
 * two cores (the MP3 encoder costs about 17 ms per second of audio), the album closers are longer.
 */
function trackSeconds(random: Random, closer: boolean): number {
  if (closer) return random.int(60, 100);
  return random.chance(0.15) ? random.int(48, 70) : random.int(30, 44);
}

function artistBio(name: string, genre: GenreId, from: string, random: Random): string {
  const style = GENRES[genre].name.toLowerCase();
  const openings = [
    `${name} make ${style} out of ${from}.`,
    `Formed in ${from}, ${name} have been shaping ${style} since the early days of home studios.`,
    `${name} is a ${style} project from ${from}.`,
  ];
  const middles = [
    'Their records favour melody over noise and patience over hype.',
    'Every sound on their albums is synthesised from scratch, no samples borrowed.',
    'They are known for long live sets and short, memorable hooks.',
  ];
  return `${random.pick(openings)} ${random.pick(middles)}`;
}

function podcast(seed: string, random: Random, key: string, title: string, author: string, description: string, categories: string[], perSeason: number): DemoPodcast {
  const topics = ['Beginnings', 'Tools of the Trade', 'The Sound of a Room', 'Rhythm Sections', 'Making Melodies', 'Live on Stage', 'Studio Stories', 'Mixing Down', 'Fans and Friends', 'What Comes Next'];
  const episodes: DemoEpisode[] = [];
  let daysAgo = 5;
  for (let season = 2; season >= 1; season--) {
    for (let episode = perSeason; episode >= 1; episode--) {
      const episodeKey = `${key}-s${season}e${episode}`;
      const topic = random.pick(topics);
      episodes.push({
        key: episodeKey,
        title: `${topic}`,
        description: `Season ${season}, episode ${episode} of ${title}: ${topic.toLowerCase()}, with guests from the Tangerine catalogue.`,
        season,
        episode,
        daysAgo,
        audio: { kind: 'speech', id: episodeKey, seed: `${seed}:${episodeKey}`, seconds: random.int(34, 50) },
      });
      daysAgo += random.int(6, 9);
    }
  }
  return { key, title, author, description, categories, language: 'English', episodes: episodes.reverse() };
}

export function demoAudioJobs(catalogue: DemoCatalogue): AudioJob[] {
  return [...catalogue.albums.flatMap((a) => a.tracks.map((t) => t.audio)), ...catalogue.podcasts.flatMap((p) => p.episodes.map((e) => e.audio))];
}
