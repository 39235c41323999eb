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
  // A retry needs the sent request's URL, method and headers, and a copy of its body: the body is read
  // once into bytes (not teed with clone()), so the request goes out with a plain body that browser
  // developer tools can show.
  const pending = new Map<string, { request: Request; body: ArrayBuffer | undefined }>();
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
    async onRequest({ request, schemaPath, id }) {
      if (schemaPath.startsWith('/api/v1/auth/')) return undefined;
      if (request.body === null) {
        pending.set(id, { request, body: undefined });
        return undefined;
      }
      const body = await request.arrayBuffer();
      const sent = new Request(request, { body });
      pending.set(id, { request: sent, body });
      return sent;
    },
    async onResponse({ response, id, options: { fetch: fetchFn } }) {
      const kept = pending.get(id);
      pending.delete(id);
      if (response.status !== 401 || !kept) return undefined;
      const original = kept.request;
      const current = options.getAccessToken();
      const sent = original.headers.get('Authorization');
      // Another call refreshed the tokens while this one was in flight: repeat it with the new token.
      let accessToken = current && sent !== `Bearer ${current}` ? current : undefined;
      if (!accessToken) {
        refreshing ??= refresh(fetchFn).finally(() => (refreshing = undefined));
        accessToken = (await refreshing)?.access_token;
      }
      if (!accessToken) return undefined;
      const headers = new Headers(original.headers);
      headers.set('Authorization', `Bearer ${accessToken}`);
      return fetchFn(new Request(original, { headers, ...(kept.body ? { body: kept.body } : {}) }));
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };
}
