import { ALL_SUBSONIC_LOGINS } from '../config.js';
import type { FastifyInstance } from 'fastify';
import { notAuthorized, notFound, type Payload } from './response.js';
import type { MethodTable } from './context.js';
import { single } from './param-checks.js';
import { invalid, type Params } from './params.js';

/** The OpenSubsonic extensions served, each with the versions implemented. */
export const EXTENSIONS = [
  { name: 'formPost', versions: [1] },
  { name: 'apiKeyAuthentication', versions: [1] },
  // Version 2: getLyricsBySongId's enhanced=true gives word times (cue lines) where the lyrics have them.
  { name: 'songLyrics', versions: [1, 2] },
  { name: 'indexBasedQueue', versions: [1] },
  { name: 'playbackReport', versions: [1] },
  { name: 'getPodcastEpisode', versions: [1] },
  { name: 'topSongsByArtistId', versions: [1] },
  // stream's timeOffset starts a transcode there; subsonic-stream.test.ts hears that it does.
  { name: 'transcodeOffset', versions: [1] },
  // getTranscodeDecision and getTranscodeStream; subsonic-transcoding.test.ts plays what they decide.
  { name: 'transcoding', versions: [1] },
];

/**
 * Methods answered without credentials, version or client name: apps probe the extensions before
 * they log in (the OpenSubsonic spec requires it). Without API-key logins (TANGERINE_SUBSONIC_LOGINS)
 * that extension is not offered.
 */
export const publicMethods: Record<string, (app: FastifyInstance) => Promise<Payload>> = {
  getOpenSubsonicExtensions: async (app) => ({ openSubsonicExtensions: (app.config.subsonicLogins ?? ALL_SUBSONIC_LOGINS).apiKey ? EXTENSIONS : EXTENSIONS.filter((e) => e.name !== 'apiKeyAuthentication') }),
};

export const MUSIC_FOLDER = { id: 1, name: 'Tangerine' };

/** The methods that take `musicFolderId`: the one folder holds the whole library, so naming it answers everything. */
export const FOLDER_METHODS = new Set(['getIndexes', 'getArtists', 'getAlbumList', 'getAlbumList2', 'getRandomSongs', 'getSongsByGenre', 'getStarred', 'getStarred2', 'search2', 'search3']);

/** `musicFolderId`, absent or empty for every folder: a word or two values is error 10, an id getMusicFolders does not list is 70. */
export function checkMusicFolder(params: Params): void {
  const raw = single(params, 'musicFolderId');
  if (raw === undefined) return;
  if (!/^-?\d{1,15}$/.test(raw.trim())) throw invalid('musicFolderId', 'must be an integer');
  if (Number(raw) !== MUSIC_FOLDER.id) throw notFound('Music folder');
}

export const systemMethods: MethodTable = {
  ping: async () => ({}),

  getLicense: async ({ user, app }) => {
    const code = await app.db.selectFrom('activation_codes').select('expires_at').where('id', '=', user.codeId).executeTakeFirstOrThrow();
    return { license: { valid: true, email: `${user.username}@tangerine`, licenseExpires: new Date(code.expires_at).toISOString() } };
  },

  tokenInfo: async ({ user }) => ({ tokenInfo: { username: user.username } }),

  getUser: async ({ user, params }) => {
    const asked = params.required('username');
    if (asked !== user.username) throw notAuthorized('An app may only read its own user');
    return {
      user: {
        username: user.username,
        scrobblingEnabled: true,
        adminRole: false,
        settingsRole: false,
        downloadRole: true,
        uploadRole: false,
        playlistRole: true,
        coverArtRole: true,
        commentRole: false,
        podcastRole: true,
        streamRole: true,
        jukeboxRole: false,
        shareRole: false,
        videoConversionRole: false,
        folder: [MUSIC_FOLDER.id],
      },
    };
  },

  getMusicFolders: async () => ({ musicFolders: { musicFolder: [MUSIC_FOLDER] } }),

  getScanStatus: async ({ app }) => {
    const row = await app.db.selectFrom('tracks').select(app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { scanStatus: { scanning: false, count: Number(row.n) } };
  },
};
