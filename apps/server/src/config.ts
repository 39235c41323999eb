import path from 'node:path';

export interface ServerConfig {
  /** TCP port the HTTP server listens on. */
  port: number;
  /** Host to bind; loopback-only deployments can set HOST=127.0.0.1. */
  host: string;
  /** Absolute path of the data directory (database, media files, signing secret). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in the data directory when absent. */
  databaseUrl: string | undefined;
  /** Directory of the built web app served on the same port, if it exists. */
  webDist: string | undefined;
  /** Lifetime of signed media URLs, in seconds. */
  mediaUrlTtlSeconds: number;
  /**
   * How long catalogue answers that are the same for every listener (home sections, album pages,
   * search results) may be reused from process memory, in ms; 0 turns these caches off.
   */
  cacheTtlMs: number;
  /** How often podcasts are refreshed from their feeds, in minutes (TANGERINE_PODCAST_REFRESH_MINUTES); 0 turns it off. */
  podcastRefreshMinutes?: number;
}

/** The most staleness a cache may add (TANGERINE_CACHE_MS): a few seconds. */
export const MAX_CACHE_TTL_MS = 10_000;
export const DEFAULT_CACHE_TTL_MS = 5000;

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535 (got "${raw}")`);
  }
  return port;
}

function parseCacheTtl(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CACHE_TTL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_CACHE_TTL_MS) {
    throw new ConfigError(`TANGERINE_CACHE_MS must be an integer between 0 and ${MAX_CACHE_TTL_MS} (got "${raw}")`);
  }
  return ms;
}

function parseRefreshMinutes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 60;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 10_080) throw new ConfigError(`TANGERINE_PODCAST_REFRESH_MINUTES must be an integer between 0 and 10080 (got "${raw}")`);
  return minutes;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const databaseUrl = env['DATABASE_URL']?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return {
    port: parsePort(env['PORT']),
    host: env['HOST']?.trim() || '0.0.0.0',
    dataDir: path.resolve(cwd, env['TANGERINE_DATA_DIR']?.trim() || './data'),
    databaseUrl,
    webDist: env['TANGERINE_WEB_DIST'] ? path.resolve(cwd, env['TANGERINE_WEB_DIST']) : undefined,
    mediaUrlTtlSeconds: 6 * 60 * 60,
    cacheTtlMs: parseCacheTtl(env['TANGERINE_CACHE_MS']),
    podcastRefreshMinutes: parseRefreshMinutes(env['TANGERINE_PODCAST_REFRESH_MINUTES']),
  };
}
