import type { Middleware } from 'openapi-fetch';
import { type ApiError, apiErrorFrom, readBody } from '../api-error.js';

/** A 401 on any call hands over to the app (log out, "Session expired...", /activate). */
export function unauthorizedMiddleware(onUnauthorized: (error: ApiError) => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status === 401) onUnauthorized(apiErrorFrom(401, await readBody(response.clone())));
      return undefined;
    },
  };
}
