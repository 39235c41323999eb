import { createApiClient, type ApiClient, type ApiClientOptions, type ApiError } from '@tangerine/api';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

export interface ConfigureApiOptions {
  getDeviceId: ApiClientOptions['getDeviceId'];
  getAccessToken: ApiClientOptions['getAccessToken'];
  /** With `onTokensRefreshed`: a 401 first exchanges the refresh token, and logs out only if that fails. */
  getRefreshToken?: ApiClientOptions['getRefreshToken'];
  onTokensRefreshed?: ApiClientOptions['onTokensRefreshed'];
  /** Log out, toast "Session expired. Please activate again.", full page load of /activate. */
  onUnauthorized: ApiClientOptions['onUnauthorized'];
  /**
   * Toast `error.message`. Queries retry once, so a failing read may report twice: give the toast an
   * id (e.g. the message) so it shows once.
   */
  onError: ApiClientOptions['onError'];
  logger?: ApiClientOptions['logger'];
  /** Defaults to VITE_API_BASE_URL, else the page's origin (the server serves the app and the API). */
  baseUrl?: string;
  /** Tests pass a mocked fetch. */
  fetch?: ApiClientOptions['fetch'];
}

let configured: ApiClient | undefined;

/** Reads a cookie of this page (the anti-forgery XSRF-TOKEN). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return undefined;
}

function defaultBaseUrl(): string {
  const fromEnv: unknown = import.meta.env['VITE_API_BASE_URL'];
  if (typeof fromEnv === 'string' && fromEnv !== '') return fromEnv;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Called once by the app's providers, before any query runs. */
export function configureApi(options: ConfigureApiOptions): ApiClient {
  configured = createApiClient({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    getDeviceId: options.getDeviceId,
    getAccessToken: options.getAccessToken,
    getCookie: readCookie,
    onUnauthorized: options.onUnauthorized,
    onError: options.onError,
    ...(options.getRefreshToken && options.onTokensRefreshed
      ? { getRefreshToken: options.getRefreshToken, onTokensRefreshed: options.onTokensRefreshed }
      : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return configured;
}

/** The app's configured client. */
export function api(): ApiClient {
  if (!configured) throw new Error('configureApi() must run before the first call (the app providers do it).');
  return configured;
}
