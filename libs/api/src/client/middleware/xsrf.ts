import type { Middleware } from 'openapi-fetch';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The anti-forgery pair of product §7: the XSRF-TOKEN cookie's value goes out as the X-XSRF-TOKEN header. */
export function xsrfMiddleware(getCookie: (name: string) => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getCookie(XSRF_COOKIE);
      if (token) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}
