import { ApiError, apiErrorFrom } from './api-error.js';

type CallResult<D> = { data: D; error?: never; response: Response } | { data?: never; error: unknown; response: Response };

/**
 * The data of an openapi-fetch result, or the call's `ApiError` thrown (for React Query, which
 * expects a rejected promise). The error has already been reported by the client's middleware.
 */
export function unwrap<D>(result: CallResult<D>): D {
  if (result.response.ok) return result.data as D;
  throw apiErrorFrom(result.response.status, result.error);
}

/** The error of an openapi-fetch result as a value, or undefined on success. */
export function errorOf<D>(result: CallResult<D>): ApiError | undefined {
  return result.response.ok ? undefined : apiErrorFrom(result.response.status, result.error);
}
