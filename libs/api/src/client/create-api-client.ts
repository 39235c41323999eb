import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { TokenPair } from '../types.js';
import type { ApiError } from './api-error.js';
import type { ActivityCalls, ApiLogger } from './activity-calls.js';
import { createDirectFetches, type DirectFetches } from './direct-fetches.js';
import { lazyActivityCalls } from './lazy-activity-calls.js';
import { bearerTokenMiddleware } from './middleware/bearer-token.js';
import { deviceIdMiddleware } from './middleware/device-id.js';
import { errorReportingMiddleware } from './middleware/error-reporting.js';
import { tokenRefreshMiddleware } from './middleware/token-refresh.js';
import { unauthorizedMiddleware } from './middleware/unauthorized.js';
import { xsrfMiddleware } from './middleware/xsrf.js';

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the provider, e.g. `https://tangerine.example`; paths start with /api/v1. */
  baseUrl: string;
  /** The stored device id, or nothing before it exists. */
  getDeviceId: () => string | null | undefined;
  /** The stored access token, or nothing before activation. */
  getAccessToken: () => string | null | undefined;
  /** The stored refresh token; with `onTokensRefreshed`, a 401 first tries POST /api/v1/auth/refresh. */
  getRefreshToken?: () => string | null | undefined;
  /** Store the new token pair after a refresh. */
  onTokensRefreshed?: (tokens: TokenPair) => void;
  /** Reads a cookie by name (the app passes a `document.cookie` reader). */
  getCookie?: (name: string) => string | null | undefined;
  /** A 401 on any call: the app logs out, shows "Session expired. Please activate again." and loads /activate. */
  onUnauthorized: (error: ApiError) => void;
  /** Any other failure of a reported call: the app toasts `error.message`. */
  onError: (error: ApiError) => void;
  /** Where logged-only failures go (defaults to `console`). */
  logger?: ApiLogger;
  /** A custom fetch (tests pass a mock). */
  fetch?: (input: Request) => Promise<Response>;
}

export interface ApiClient {
  /** Typed openapi-fetch client; failures come back as values and are reported through `onError`. */
  http: Client<paths>;
  /** The same client without `onError` reporting (401 still logs out); used by direct and logged-only calls. */
  quiet: Client<paths>;
  /** The five direct fetches of product §8, which throw their own texts. */
  direct: DirectFetches;
  /** Track-play, heartbeat, stop-activity and play counts: failures are logged only, never thrown. */
  activity: ActivityCalls;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getDeviceId, getAccessToken, getCookie = () => undefined, onUnauthorized, onError, logger = console } = options;
  const { getRefreshToken, onTokensRefreshed } = options;
  const refresh =
    getRefreshToken && onTokensRefreshed
      ? tokenRefreshMiddleware({ baseUrl, getAccessToken, getRefreshToken, getDeviceId, onTokensRefreshed })
      : undefined;
  const build = (report: (error: ApiError) => void): Client<paths> => {
    const client = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
    client.use(
      deviceIdMiddleware(getDeviceId),
      bearerTokenMiddleware(getAccessToken),
      xsrfMiddleware(getCookie),
      unauthorizedMiddleware(onUnauthorized),
      errorReportingMiddleware(report),
    );
    // Last, so that its onResponse sees a 401 before the others (openapi-fetch runs them in reverse).
    if (refresh) client.use(refresh);
    return client;
  };
  const http = build(onError);
  const quiet = build(() => undefined);
  return { http, quiet, direct: createDirectFetches(quiet), activity: lazyActivityCalls(quiet, logger) };
}
