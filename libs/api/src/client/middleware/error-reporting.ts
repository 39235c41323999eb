import type { Middleware } from 'openapi-fetch';
import { type ApiError, apiErrorFrom, isAbort, networkError, readBody } from '../api-error.js';

/**
 * Success is 200–299 (`response.ok`). Any other answer but 401 (handled by `unauthorizedMiddleware`)
 * becomes an `ApiError` reported through `report`; the caller still gets the error as a value from
 * openapi-fetch. A call that gets no answer is thrown as an `ApiError` (also reported); a
 * cancellation is passed on untouched. There is deliberately no timeout.
 */
export function errorReportingMiddleware(report: (error: ApiError) => void): Middleware {
  return {
    async onResponse({ response }) {
      if (!response.ok && response.status !== 401) report(apiErrorFrom(response.status, await readBody(response.clone())));
      return undefined;
    },
    onError({ error }) {
      if (isAbort(error)) return undefined;
      const failure = networkError(error);
      report(failure);
      return failure;
    },
  };
}
