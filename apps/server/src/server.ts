import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import app, { serverOptions, type AppOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirError } from './db/data-dir.js';
import { MigrationError } from './db/migrator.js';
import { storageProblem } from './db/storage-problem.js';
import { isCatalogueEmpty } from './repositories/catalogue-writes.js';
import { seedDemoOnFirstStart } from './content/demo/first-start.js';
import { createRadioStreams } from './radio/radio-streams.js';
import { requestWithoutSecrets } from './subsonic/log-redaction.js';
import { ensureAdminKey } from './admin/admin-key.js';
import { warmWaveformDecoders } from './media/waveform-peaks.js';

export interface StartOptions extends Partial<AppOptions> {
  /**
   * Runs once at start when the catalogue has no tracks (before listening): the demo catalogue
   * seeding (apps/server/src/content) plugs in here.
   */
  onEmptyCatalogue?: (app: FastifyInstance) => Promise<void>;
}

/** Builds the server (data directory, database, migrations) and fills an empty catalogue; does not listen. */
export async function prepare(options: StartOptions = {}, logger: FastifyServerOptions['logger'] = { level: process.env['LOG_LEVEL'] ?? 'info', serializers: { req: requestWithoutSecrets } }): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const server = Fastify(serverOptions(logger));
  try {
    await server.register(fp(app), { config, ...(options.radioStreams ? { radioStreams: options.radioStreams } : {}) });
    await server.ready();
    if (options.onEmptyCatalogue && (await isCatalogueEmpty(server.db))) await options.onEmptyCatalogue(server);
  } catch (error) {
    await server.close().catch(() => undefined);
    throw error;
  }
  return server;
}

/** How long a shutdown waits for requests in flight (slow media downloads) before closing their connections. */
const SHUTDOWN_GRACE_MS = Math.max(0, Number(process.env['TANGERINE_SHUTDOWN_GRACE_MS'] || 10_000) || 10_000);

/**
 * Closes the server as SIGTERM asks: no new connections, new requests on open ones answer 503, radio
 * streams end cleanly, requests in flight finish (up to the grace period), then the database closes.
 */
export function installShutdown(server: FastifyInstance, exit: (code: number) => void = (code) => process.exit(code)): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing requests in flight');
    const grace = setTimeout(() => {
      server.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown: closing connections still open after the grace period');
      server.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    // A keep-alive connection whose last answer ends during the drain would otherwise hold the close
    // open until its idle timeout: close connections as soon as they fall idle.
    const idle = setInterval(() => server.server.closeIdleConnections(), 100);
    idle.unref();
    server.close().then(
      () => exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** Prepares and starts listening; SIGTERM/SIGINT drain requests in flight and close the database. */
export async function start(options: StartOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const server = await prepare({ ...options, config });
  const adminKey = await ensureAdminKey(server.db);
  // Shown once, beside the activation code: only its hash is stored.
  if (adminKey) process.stdout.write(`Admin key: ${adminKey}\n(the admin console is at /admin; this key is not shown again: rotate it with npm run admin -- admin-key rotate)\n\n`);
  installShutdown(server);
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`Tangerine is listening on http://localhost:${config.port} (database: ${server.dialect}, data: ${config.dataDir})`);
  // Off the request path: a track's first waveform then pays no WebAssembly compile.
  void warmWaveformDecoders();
  return server;
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;

if (isEntryPoint) {
  start({ radioStreams: createRadioStreams, onEmptyCatalogue: seedDemoOnFirstStart }).catch((error: unknown) => {
    const storage = storageProblem(error);
    if (error instanceof DataDirError || error instanceof ConfigError || error instanceof MigrationError || storage) {
      const where = error instanceof ConfigError ? '' : ` (data directory ${process.env['TANGERINE_DATA_DIR'] ?? './data'})`;
      console.error(`Tangerine cannot start: ${(error as Error).message}${storage ? `: ${storage}${where}. Nothing was reset; free space or fix the storage, then start again.` : ''}`);
    } else {
      console.error('Tangerine cannot start:', error);
    }
    process.exit(1);
  });
}
