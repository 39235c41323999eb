import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MethodTable } from './context.js';
import { expectId, parseSubsonicId } from './ids.js';
import { toAlbum, toArtist, toSong } from './models.js';
import { albumSelect, artistSelect, songSelect } from './queries.js';
import { integer } from './param-checks.js';
import { notFound, Prerendered, type Payload } from './response.js';
import { shared } from './shared-cache.js';
import { withMarks, withStarred } from './songs.js';
import { MUSIC_FOLDER } from './system-methods.js';
import { albumAsChild, artistAsFolder } from './star-methods.js';

const IGNORED_ARTICLES = ['The', 'El', 'La', 'Los', 'Las', 'Le', 'Les'];

function sortName(name: string): string {
  const article = IGNORED_ARTICLES.find((a) => name.toLowerCase().startsWith(`${a.toLowerCase()} `));
  return article ? name.slice(article.length + 1) : name;
}

/** Artists grouped by the first letter of their name (articles ignored); '#' for the rest. */
async function artistIndex(app: FastifyInstance): Promise<Payload[]> {
  const rows = await artistSelect(app.db).orderBy('ar.name').orderBy('ar.id').execute();
  const groups = new Map<string, Payload[]>();
  for (const row of rows) {
    const first = sortName(row.name).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    const group = groups.get(letter) ?? [];
    group.push(toArtist(row));
    groups.set(letter, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([name, artist]) => ({ name, artist }));
}

export const baseUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const imageUrl = (request: FastifyRequest, fileId: number | null) => (fileId ? `${baseUrl(request)}/api/v1/media/artwork/${fileId}` : undefined);

async function albumWithSongs(app: FastifyInstance, id: number): Promise<Payload | null> {
  const [row, songs] = await Promise.all([
    albumSelect(app.db).where('al.id', '=', id).executeTakeFirst(),
    songSelect(app.db).where('t.album_id', '=', id).orderBy('t.disc_number').orderBy('t.track_number').orderBy('t.id').execute(),
  ]);
  return row ? toAlbum(row, { song: songs.map((song) => toSong(song)) }) : null;
}

async function lastModified(app: FastifyInstance): Promise<number> {
  const row = await app.db.selectFrom('tracks').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirst();
  return row?.at ? new Date(String(row.at).replace(' ', 'T')).getTime() || 0 : 0;
}

const sharedIndex = async (app: FastifyInstance) => ((await shared(app, 'artists', '', async () => ({ index: await artistIndex(app) })))?.['index'] ?? []) as { name: string; artist: Payload[] }[];

/** The artist index with the listener's stars (and, folder-based, ratings) on its artists; the shared groups where there are none. */
async function markedIndex(app: FastifyInstance, codeId: number, rated: boolean) {
  const index = await sharedIndex(app);
  const { artist } = await withMarks(app, codeId, { artist: index.flatMap((group) => group.artist) }, rated ? ['artist'] : []);
  let at = 0;
  return index.map((group) => {
    const marked = artist.slice(at, (at += group.artist.length));
    return marked.every((item, i) => item === group.artist[i]) ? group : { ...group, artist: marked };
  });
}

export const browseMethods: MethodTable = {
  // The folder-based Artist type has a name but no counts or cover (those are ID3's, getArtists).
  // With ifModifiedSince (ms) at or after the index's last change, Subsonic answers the index empty: the app keeps its copy.
  getIndexes: async ({ app, user, params }) => {
    const since = integer(params, 'ifModifiedSince', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: -1 });
    const changed = await lastModified(app);
    const head = { lastModified: changed, ignoredArticles: IGNORED_ARTICLES.join(' ') };
    if (since >= 0 && changed <= since) return { indexes: head };
    const index = await markedIndex(app, user.codeId, true);
    return { indexes: { ...head, index: index.map((group) => ({ name: group.name, artist: group.artist.map(artistAsFolder) })) } };
  },

  getArtists: async ({ app, user }) => ({ artists: { ignoredArticles: IGNORED_ARTICLES.join(' '), index: await markedIndex(app, user.codeId, false) } }),

  getMusicDirectory: async ({ app, params, user }) => {
    const parsed = parseSubsonicId(params.required('id'));
    if (parsed?.kind === 'artist') {
      const artist = await artistSelect(app.db).where('ar.id', '=', parsed.id).executeTakeFirst();
      if (!artist) throw notFound('Directory');
      const albums = await albumSelect(app.db).where('al.artist_id', '=', parsed.id).orderBy('al.year').orderBy('al.id').execute();
      const marked = await withMarks(app, user.codeId, { artist: [toArtist(artist)], album: albums.map((a) => toAlbum(a)) }, ['album', 'artist']);
      const self = marked.artist[0] as Payload;
      return { directory: { id: self['id'], name: self['name'], starred: self['starred'], userRating: self['userRating'], child: marked.album.map(albumAsChild) } };
    }
    if (parsed?.kind === 'album') {
      const album = await albumWithSongs(app, parsed.id);
      if (!album) throw notFound('Directory');
      const marked = await withMarks(app, user.codeId, { album: [album], song: album['song'] as Payload[] });
      const self = marked.album[0] as Payload;
      return { directory: { id: album['id'], parent: album['artistId'], name: album['name'], starred: self['starred'], userRating: self['userRating'], child: marked.song } };
    }
    if (parsed === undefined && params.one('id') === String(MUSIC_FOLDER.id)) return { directory: { id: String(MUSIC_FOLDER.id), name: MUSIC_FOLDER.name, child: [] } };
    throw notFound('Directory');
  },

  getArtist: async ({ app, params, user }) => {
    const id = expectId(params.required('id'), 'artist', 'Artist');
    const [artist, albums] = await Promise.all([artistSelect(app.db).where('ar.id', '=', id).executeTakeFirst(), albumSelect(app.db).where('al.artist_id', '=', id).orderBy('al.year', 'desc').orderBy('al.id', 'desc').execute()]);
    if (!artist) throw notFound('Artist');
    // ArtistID3 has a star but no rating; its AlbumID3s have both.
    const marked = await withMarks(app, user.codeId, { artist: [toArtist(artist)], album: albums.map((a) => toAlbum(a)) }, ['album']);
    return { artist: { ...marked.artist[0], album: marked.album } };
  },

  getAlbum: async ({ app, params, user }) => {
    const id = expectId(params.required('id'), 'album', 'Album');
    const album = await shared(app, 'album', String(id), () => albumWithSongs(app, id));
    if (!album) throw notFound('Album');
    const songs = album['song'] as Payload[];
    const marked = await withMarks(app, user.codeId, { album: [album], song: songs });
    const self = marked.album[0] as Payload;
    if (self === album && marked.song.every((song, i) => song === songs[i])) return { album: new Prerendered(album) };
    return { album: { ...self, song: marked.song } };
  },

  getAlbumInfo2: async ({ app, params, request }) => {
    const id = expectId(params.required('id'), 'album', 'Album');
    const album = await app.db.selectFrom('albums').select(['description', 'artwork_file_id']).where('id', '=', id).executeTakeFirst();
    if (!album) throw notFound('Album');
    const image = imageUrl(request, album.artwork_file_id);
    return { albumInfo: { notes: album.description ?? undefined, smallImageUrl: image, mediumImageUrl: image, largeImageUrl: image } };
  },

  getSong: async ({ app, params, user }) => {
    const id = expectId(params.required('id'), 'song', 'Song');
    const row = await songSelect(app.db).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Song');
    const [song] = await withStarred(app, user.codeId, [toSong(row)]);
    return { song };
  },

  getGenres: async ({ app }) => {
    const rows = await app.db
      .selectFrom('track_genres as g')
      .innerJoin('tracks as t', 't.id', 'g.owner_id')
      .select((eb) => ['g.genre', eb.fn.countAll<number>().as('songs'), eb.fn.count<number>('t.album_id').distinct().as('albums')])
      .groupBy('g.genre')
      .orderBy('g.genre')
      .execute();
    return { genres: { genre: rows.map((r) => ({ value: genreName(r.genre), songCount: Number(r.songs), albumCount: Number(r.albums) })) } };
  },
};

/** Genre links are stored lower-case; apps show them capitalised ("hip hop" → "Hip Hop"). */
export const genreName = (genre: string) => genre.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
