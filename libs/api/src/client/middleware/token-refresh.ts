import type { Middleware } from 'openapi-fetch';
import type { TokenPair } from '../../types.js';

export interface TokenRefreshOptions {
  baseUrl: string;
  getAccessToken: () => string | null | undefined;
  getRefreshToken: () => string | null | undefined;
  getDeviceId: () => string | null | undefined;
  /** Store the new pair (the refresh token is single-use). */
  onTokensRefreshed: (tokens: TokenPair) => void;
}

const REFRESH_PATH = '/api/v1/auth/refresh';

/**
 * On a 401 outside /api/v1/auth/*, exchanges the refresh token once (shared by concurrent calls)
 * and repeats the call with the new access token. When there is no refresh token or the exchange
 * fails, the 401 goes on to `unauthorizedMiddleware` (log out). Register it last: openapi-fetch
 * runs `onResponse` in reverse order, so it sees the 401 first.
 */
export function tokenRefreshMiddleware(options: TokenRefreshOptions): Middleware {
  const pending = new Map<string, Request>();
  let refreshing: Promise<TokenPair | null> | undefined;

  async function refresh(fetchFn: (request: Request) => Promise<Response>): Promise<TokenPair | null> {
    const refreshToken = options.getRefreshToken();
    const deviceId = options.getDeviceId();
    if (!refreshToken || !deviceId) return null;
    try {
      const response = await fetchFn(
        new Request(`${options.baseUrl.replace(/\/$/, '')}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-device-id': deviceId },
          body: JSON.stringify({ refresh_token: refreshToken, device_id: deviceId }),
        }),
      );
      if (!response.ok) return null;
      const tokens = (await response.json()) as TokenPair;
      options.onTokensRefreshed(tokens);
      return tokens;
    } catch {
      return null;
    }
  }

  return {
    onRequest({ request, schemaPath, id }) {
      if (!schemaPath.startsWith('/api/v1/auth/')) pending.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options: { fetch: fetchFn } }) {
      const original = pending.get(id);
      pending.delete(id);
      if (response.status !== 401 || !original) return undefined;
      const current = options.getAccessToken();
      const sent = original.headers.get('Authorization');
      // Another call refreshed the tokens while this one was in flight: repeat it with the new token.
      let accessToken = current && sent !== `Bearer ${current}` ? current : undefined;
      if (!accessToken) {
        refreshing ??= refresh(fetchFn).finally(() => (refreshing = undefined));
        accessToken = (await refreshing)?.access_token;
      }
      if (!accessToken) return undefined;
      original.headers.set('Authorization', `Bearer ${accessToken}`);
      return fetchFn(original);
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };
}
