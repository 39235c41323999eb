import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSubsonicAuth } from './auth.js';
import { watchLikes } from './likes-cache.js';
import { isWrite, SENT, type MethodTable } from './context.js';
import { subsonicErrorOf } from './write-rules.js';
import { Params } from './params.js';
import { API_VERSION, ErrorCode, isJsonpCallback, missing, notAuthorized, sendAnswer, sendError, SubsonicError, type Format } from './response.js';
import { checkMusicFolder, FOLDER_METHODS, publicMethods, systemMethods } from './system-methods.js';
import { browseMethods } from './browse-methods.js';
import { listMethods } from './list-methods.js';
import { mediaMethods } from './media-methods.js';
import { playlistMethods } from './playlist-methods.js';
import { activityMethods } from './activity-methods.js';
import { podcastMethods } from './podcast-methods.js';
import { lyricsMethods } from './lyrics-methods.js';
import { starMethods } from './star-methods.js';
import { bookmarkMethods } from './bookmark-methods.js';
import { discoveryMethods } from './discovery-methods.js';
import { transcodingMethods } from './transcoding-methods.js';

/** Administration (users, jukebox, podcast channels, scans, shares, radio edits): error 50 for every app. */
export const DENIED_METHODS = [
  'getUsers', 'createUser', 'updateUser', 'deleteUser', 'changePassword', 'jukeboxControl', 'createPodcastChannel', 'deletePodcastChannel',
  'deletePodcastEpisode', 'downloadPodcastEpisode', 'refreshPodcasts', 'startScan', 'createInternetRadioStation', 'updateInternetRadioStation',
  'deleteInternetRadioStation', 'createShare', 'updateShare', 'deleteShare',
];

const FORMATS: readonly Format[] = ['json', 'xml', 'jsonp'];

/** 20: the client speaks an older major version; 30: it needs a newer protocol than ours. */
function checkVersion(raw: string) {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(raw.trim());
  if (!match) throw new SubsonicError(ErrorCode.generic, `Invalid version '${raw}'`);
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const [ourMajor, ourMinor, ourPatch] = API_VERSION.split('.').map(Number) as [number, number, number];
  if (major < ourMajor) throw new SubsonicError(ErrorCode.clientMustUpgrade, 'Incompatible Subsonic REST protocol version. Client must upgrade.');
  if (major > ourMajor || minor > ourMinor || (minor === ourMinor && patch > ourPatch)) throw new SubsonicError(ErrorCode.serverMustUpgrade, 'Incompatible Subsonic REST protocol version. Server must upgrade.');
}

/** The largest body /rest reads (a form POST with long values, a device profile). */
const BODY_LIMIT = 1024 * 1024;

function rawBody(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  done(null, body);
}

function formParser(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) (values[name] ??= []).push(value);
  done(null, values);
}

/**
 * The Subsonic API (1.16.1 with OpenSubsonic) under /rest/<method>[.view], GET or form POST, in
 * XML (the default), JSON or JSONP, on the same repositories as the web API.
 */
export default fp(
  async (app: FastifyInstance) => {
    const authenticate = createSubsonicAuth(app);
    watchLikes(app);
    const methods: MethodTable = {
      ...systemMethods,
      ...browseMethods,
      ...listMethods,
      ...mediaMethods,
      ...playlistMethods,
      ...activityMethods,
      ...podcastMethods,
      ...lyricsMethods,
      ...starMethods,
      ...bookmarkMethods,
      ...discoveryMethods,
      ...transcodingMethods,
      ...Object.fromEntries(DENIED_METHODS.map((name) => [name, async () => Promise.reject(notAuthorized())])),
    };

    async function handle(request: FastifyRequest<{ Params: { method: string } }>, reply: FastifyReply) {
      const params = new Params(request.query as Record<string, string | string[]>, request.body as Record<string, string[]> | undefined);
      const requested = params.get('f');
      const callback = params.get('callback');
      const asked: Format = FORMATS.includes(requested as Format) ? (requested as Format) : 'xml';
      // JSONP without a usable callback answers its refusal in JSON (the callback is never echoed).
      const format: Format = asked === 'jsonp' && !isJsonpCallback(callback) ? 'json' : asked;
      reply.header('access-control-allow-origin', '*');
      try {
        if (asked === 'jsonp' && format !== 'jsonp') throw callback ? new SubsonicError(ErrorCode.missingParameter, "Parameter 'callback' must be a JavaScript identifier of at most 64 characters") : missing('callback');
        const name = request.params.method.replace(/\.view$/, '');
        const publicMethod = Object.hasOwn(publicMethods, name) ? publicMethods[name] : undefined;
        if (publicMethod) return sendAnswer(reply, format, callback, await publicMethod(app));
        checkVersion(params.required('v'));
        params.required('c');
        // What other processes committed before this call (SQLite) drops the kept logins and likes first.
        await app.sqliteChanges?.sync();
        const user = await authenticate(params, request.ip);
        const method = Object.hasOwn(methods, name) ? methods[name] : undefined;
        if (!method) throw new SubsonicError(ErrorCode.notFound, `Unknown method '${name}'`, 404);
        if (FOLDER_METHODS.has(name)) checkMusicFolder(params);
        // The same per-device write budget as the web API's writes.
        if (isWrite(method)) await app.writeLimiter.take(user.deviceRowId);
        const answer = await method({ app, params, user, request, reply });
        return answer === SENT ? reply : sendAnswer(reply, format, callback, answer);
      } catch (error) {
        if (error instanceof SubsonicError) return sendError(reply, format, callback, error);
        const known = subsonicErrorOf(error);
        if (known) {
          if (known.httpStatus === 503) request.log.warn({ err: error, method: request.params.method }, 'subsonic write refused by storage');
          return sendError(reply, format, callback, known);
        }
        request.log.error({ err: error, method: request.params.method }, 'subsonic method failed');
        return sendError(reply, format, callback, new SubsonicError(ErrorCode.generic, 'The server could not answer this request', 500));
      }
    }

    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, formParser);
      // Other bodies (getTranscodeDecision's JSON device profile) stay text: the method reads them, so a bad one is its error.
      scope.addContentTypeParser(['application/json', '*'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, rawBody);
      // A body past the limit, or one that cannot be read, is refused in Subsonic's envelope like any bad parameter.
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        // Everything else (rate limits, hardening's checks) keeps the server's own answer.
        if (!error.code?.startsWith('FST_ERR_CTP_')) throw error;
        const query = request.query as Record<string, unknown>;
        const format: Format = FORMATS.includes(query['f'] as Format) ? (query['f'] as Format) : 'xml';
        const callback = typeof query['callback'] === 'string' ? query['callback'] : undefined;
        const tooLarge = error.statusCode === 413;
        const message = tooLarge ? 'The request body is larger than 1 MB' : 'The request body could not be read';
        return sendError(reply, format === 'jsonp' && !isJsonpCallback(callback) ? 'json' : format, callback, new SubsonicError(tooLarge ? ErrorCode.generic : ErrorCode.missingParameter, message, tooLarge ? 413 : 200));
      });
      scope.route({ method: ['GET', 'POST', 'HEAD'], url: '/rest/:method', handler: handle, bodyLimit: BODY_LIMIT });
      scope.options('/rest/:method', async (_request, reply) =>
        reply.header('access-control-allow-origin', '*').header('access-control-allow-methods', 'GET, POST, HEAD').header('access-control-allow-headers', 'content-type, range').code(204).send(),
      );
    });
  },
  { name: 'subsonic', dependencies: ['repositories', 'hardening', 'connect', 'write-limit'] },
);
