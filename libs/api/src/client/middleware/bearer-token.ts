import type { Middleware } from 'openapi-fetch';

/** Sends `Authorization: Bearer <access token>` whenever a token is stored. */
export function bearerTokenMiddleware(getAccessToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
