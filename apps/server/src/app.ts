import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from './config.js';
import database from './plugins/database.js';
import mediaStore from './plugins/media-store.js';
import changeFeed from './plugins/change-feed.js';
import connect from './plugins/connect.js';
import rooms from './plugins/rooms.js';
import scrobbling from './plugins/scrobbling.js';
import health from './plugins/health.js';
import repositories, { type RadioStreams } from './plugins/repositories.js';
import hardening, { frameworkErrors } from './plugins/hardening.js';
import api from './plugins/api.js';
import writeLimit from './plugins/write-limit.js';
import subsonic from './subsonic/plugin.js';
import adminAuth from './plugins/admin-auth.js';
import podcastRefresh from './plugins/podcast-refresh.js';
import libraries from './plugins/libraries.js';
import transcoding from './plugins/transcoding.js';
import webApp from './plugins/web-app.js';
import serverTiming from './plugins/server-timing.js';
import { validatorCompiler } from './plugins/validation.js';
import { parseTrustProxy } from './trust-proxy.js';

export interface AppOptions {
  config: ServerConfig;
  /** Provides the live radio broadcaster once the app's repositories exist. */
  radioStreams?: (app: FastifyInstance) => RadioStreams | Promise<RadioStreams>;
}

/** Fastify options shared by the server and the tests. */
export const serverOptions = (logger: FastifyServerOptions['logger'] = false, env: NodeJS.ProcessEnv = process.env): FastifyServerOptions => ({
  logger,
  bodyLimit: 64 * 1024,
  trustProxy: parseTrustProxy(env['TRUST_PROXY']),
  return503OnClosing: true,
  frameworkErrors,
});

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole application as a plugin; only server.ts listens. */
export default async function app(instance: FastifyInstance, options: AppOptions) {
  instance.setValidatorCompiler(validatorCompiler);
  // Plain JSON.stringify: fast-json-stringify re-validates every anyOf branch (nullable refs are
  // everywhere in the contract) and was the bottleneck of list answers. Handlers build exactly the
  // contract's fields, and the tests validate every answer against the document.
  instance.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // JSON only: without this, a text/plain body would bypass the contract's body schemas.
  instance.removeContentTypeParser('text/plain');
  await instance.register(serverTiming);
  await instance.register(database, { config: options.config });
  await instance.register(mediaStore);
  await instance.register(changeFeed);
  await instance.register(connect);
  await instance.register(rooms);
  await instance.register(scrobbling);
  await instance.register(hardening);
  await instance.register(repositories);
  if (options.radioStreams) instance.radioStreams = await options.radioStreams(instance);
  await instance.register(health);
  await instance.register(adminAuth);
  await instance.register(podcastRefresh);
  await instance.register(writeLimit);
  await instance.register(libraries);
  await instance.register(transcoding);
  await instance.register(api);
  await instance.register(subsonic);
  await instance.register(webApp, { root: options.config.webDist ?? defaultWebDist });
}
