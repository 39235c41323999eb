import path from 'node:path';
import type { WriteRate } from './auth/write-rate.js';
import type { Quotas } from './repositories/quotas.js';

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
  /** Per-account limits (repositories/quotas.ts); the defaults when absent. */
  quotas?: Partial<Quotas>;
  /** Per-device write rate limit (auth/write-rate.ts); the default when absent. */
  writeRate?: WriteRate;
  /** Where audio and artwork live (`MEDIA_STORE`): the data directory or an S3-compatible bucket. */
  mediaStore: MediaStoreConfig;
  /**
   * HMAC key of signed media URLs as 64 hex characters (`TANGERINE_SIGNING_SECRET`): processes that
   * share a database but not a data directory need the same one. Else `<data dir>/signing-secret`.
   */
  signingSecret?: string | undefined;
  /** How often podcasts are refreshed from their feeds, in minutes (TANGERINE_PODCAST_REFRESH_MINUTES); 0 turns it off. */
  podcastRefreshMinutes?: number;
  /** The Subsonic logins served (TANGERINE_SUBSONIC_LOGINS); all three when absent. */
  subsonicLogins?: SubsonicLogins;
  /**
   * Folders the admin console may import music from (`TANGERINE_IMPORT_ROOTS`, separated like PATH),
   * each with its subfolders; `<data dir>/music` when absent (admin/music-import-admin.ts).
   */
  importRoots?: string[] | undefined;
  /** The most bytes of resized artwork kept in `<data dir>/cache/artwork` (TANGERINE_ARTWORK_CACHE_MB); 256 MB when absent. */
  artworkCacheBytes?: number;
  /** Music folders registered as libraries at start (`TANGERINE_MUSIC_DIR`, separated by `:`), read in place. */
  musicDirs?: string[] | undefined;
  /** Seconds between full scans of every library (`TANGERINE_SCAN_INTERVAL`, default an hour); 0 turns them off. */
  scanIntervalSeconds?: number;
  /** Whether the libraries are watched for changes (off in tests that scan by hand). */
  watchLibraries?: boolean;
  /** ffmpeg to transcode with (`TANGERINE_FFMPEG`, else `ffmpeg` on PATH). */
  ffmpegPath?: string | undefined;
  /** Size cap of the transcode cache in MB (`TANGERINE_TRANSCODE_CACHE_MB`, default 1024). */
  transcodeCacheMb?: number;
  /** Where plays are scrobbled (scrobbling/settings.ts); the public services when absent. */
  scrobbling?: ScrobblingConfig;
  /** Ms between the outbox's delivery passes (plugins/scrobbling.ts); 0 turns the timer off. */
  scrobbleDeliveryMs?: number;
}

/** The scrobbling services' addresses and Last.fm's API account (TANGERINE_LISTENBRAINZ_URL, TANGERINE_LASTFM_*). */
export interface ScrobblingConfig {
  listenBrainzUrl: string;
  lastFmUrl: string;
  /** The page a listener signs in on (TANGERINE_LASTFM_AUTH_URL). */
  lastFmAuthUrl: string;
  /** Without both, Last.fm cannot be connected. */
  lastFmKey: string | undefined;
  lastFmSecret: string | undefined;
}

/** Which Subsonic ways to log in are served: `u`+`p`, `u`+`t`+`s`, `apiKey`. */
export interface SubsonicLogins {
  password: boolean;
  token: boolean;
  apiKey: boolean;
}

export const ALL_SUBSONIC_LOGINS: SubsonicLogins = { password: true, token: true, apiKey: true };

export interface S3StoreConfig {
  kind: 's3';
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2…); AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services expect. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several deployments. */
  prefix: string;
  /** Without them the SDK's own chain applies (AWS_* variables, profiles, instance roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export type MediaStoreConfig = { kind: 'local' } | S3StoreConfig;

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

function parseMediaStore(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const kind = env['MEDIA_STORE']?.trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORE must be "local" or "s3" (got "${env['MEDIA_STORE']}")`);
  const bucket = env['S3_BUCKET']?.trim();
  if (!bucket) throw new ConfigError('MEDIA_STORE=s3 needs S3_BUCKET (the bucket that holds the media)');
  const endpoint = env['S3_ENDPOINT']?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// URL (got "${endpoint}")`);
  const accessKeyId = env['S3_ACCESS_KEY_ID']?.trim() || undefined;
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY']?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const prefix = env['S3_PREFIX']?.trim().replace(/^\/+/, '') ?? '';
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env['S3_REGION']?.trim() || env['AWS_REGION']?.trim() || 'us-east-1',
    forcePathStyle: (env['S3_FORCE_PATH_STYLE']?.trim() ?? (endpoint ? '1' : '0')) !== '0',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    accessKeyId,
    secretAccessKey,
  };
}

function parseSigningSecret(raw: string | undefined): string | undefined {
  const secret = raw?.trim().toLowerCase();
  if (!secret) return undefined;
  if (!/^[0-9a-f]{64}$/.test(secret)) throw new ConfigError('TANGERINE_SIGNING_SECRET must be 64 hex characters (for example: openssl rand -hex 32)');
  return secret;
}

function parseRefreshMinutes(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 60;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 10_080) throw new ConfigError(`TANGERINE_PODCAST_REFRESH_MINUTES must be an integer between 0 and 10080 (got "${raw}")`);
  return minutes;
}

/** `3600`, `90s`, `30m`, `1h`: seconds, minutes or hours; a bare number is seconds. */
export function parseScanInterval(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3600;
  const match = /^(\d+)\s*([smh]?)$/i.exec(raw.trim());
  const unit = ({ s: 1, m: 60, h: 3600 } as Record<string, number>)[(match?.[2] ?? '').toLowerCase()] ?? 1;
  const seconds = match ? Number(match[1]) * unit : NaN;
  if (!Number.isInteger(seconds) || seconds > 7 * 24 * 3600 || (seconds > 0 && seconds < 10)) throw new ConfigError(`TANGERINE_SCAN_INTERVAL must be a duration like 3600, 30m or 1h between 10 s and 7 days, or 0 for no periodic scan (got "${raw}")`);
  return seconds;
}

function parseCacheMb(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1024;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 0 || mb > 1_000_000) throw new ConfigError(`TANGERINE_TRANSCODE_CACHE_MB must be a whole number of MB between 0 and 1000000 (got "${raw}")`);
  return mb;
}

/** `:`-separated folders (like PATH), relative ones from the working directory. */
function parseFolders(raw: string | undefined, cwd: string): string[] | undefined {
  const folders = (raw ?? '').split(path.delimiter).map((r) => r.trim()).filter(Boolean);
  return folders.length ? folders.map((folder) => path.resolve(cwd, folder)) : undefined;
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
    mediaStore: parseMediaStore(env),
    signingSecret: parseSigningSecret(env['TANGERINE_SIGNING_SECRET']),
    podcastRefreshMinutes: parseRefreshMinutes(env['TANGERINE_PODCAST_REFRESH_MINUTES']),
    subsonicLogins: parseSubsonicLogins(env['TANGERINE_SUBSONIC_LOGINS']),
    importRoots: parseFolders(env['TANGERINE_IMPORT_ROOTS'], cwd),
    artworkCacheBytes: parseArtworkCacheMb(env['TANGERINE_ARTWORK_CACHE_MB']),
    musicDirs: parseFolders(env['TANGERINE_MUSIC_DIR'], cwd),
    scanIntervalSeconds: parseScanInterval(env['TANGERINE_SCAN_INTERVAL']),
    watchLibraries: true,
    ffmpegPath: env['TANGERINE_FFMPEG']?.trim() || undefined,
    transcodeCacheMb: parseCacheMb(env['TANGERINE_TRANSCODE_CACHE_MB']),
    scrobbling: parseScrobbling(env),
  };
}

function serviceUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^https?:\/\/[^/]/.test(raw)) throw new ConfigError(`${name} must be an http:// or https:// URL (got "${raw}")`);
  return raw;
}

export function parseScrobbling(env: NodeJS.ProcessEnv): ScrobblingConfig {
  return {
    listenBrainzUrl: serviceUrl(env, 'TANGERINE_LISTENBRAINZ_URL', 'https://api.listenbrainz.org'),
    lastFmUrl: serviceUrl(env, 'TANGERINE_LASTFM_URL', 'https://ws.audioscrobbler.com/2.0/'),
    lastFmAuthUrl: serviceUrl(env, 'TANGERINE_LASTFM_AUTH_URL', 'https://www.last.fm/api/auth/'),
    lastFmKey: env['TANGERINE_LASTFM_KEY']?.trim() || undefined,
    lastFmSecret: env['TANGERINE_LASTFM_SECRET']?.trim() || undefined,
  };
}

/** Megabytes of resized artwork kept on disk: 1 to 1,000,000; unset keeps the default (256). */
export function parseArtworkCacheMb(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 1 || mb > 1_000_000) throw new ConfigError(`TANGERINE_ARTWORK_CACHE_MB must be a whole number of megabytes between 1 and 1000000 (got "${raw}")`);
  return mb * 1024 * 1024;
}

/** `password,token,apikey` (any of them, comma-separated); unset serves all three. */
export function parseSubsonicLogins(raw: string | undefined): SubsonicLogins {
  if (raw === undefined || raw.trim() === '') return ALL_SUBSONIC_LOGINS;
  const words = raw.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
  const unknown = words.filter((word) => !['password', 'token', 'apikey'].includes(word));
  if (unknown.length || !words.length) throw new ConfigError(`TANGERINE_SUBSONIC_LOGINS is a comma-separated list of password, token and apikey (got "${raw}")`);
  return { password: words.includes('password'), token: words.includes('token'), apiKey: words.includes('apikey') };
}
