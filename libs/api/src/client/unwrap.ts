import { ApiError, apiErrorFrom } from './api-error.js';
import { GENERIC_ERROR_MESSAGE } from './messages.js';

type CallResult<D> = { data: D; error?: never; response: Response } | { data?: never; error: unknown; response: Response };

/**
 * The data of an openapi-fetch result, or the call's `ApiError` thrown (for React Query, which
 * expects a rejected promise). The error has already been reported by the client's middleware.
 */
export function unwrap<D>(result: CallResult<D>): D {
  if (result.response.ok) return result.data as D;
  throw apiErrorFrom(result.response.status, result.error);
}

/**
 * `unwrap` for a call whose success always has a body, typed without `undefined` (openapi-fetch types
 * the data of some calls `D | undefined`); a success without a body throws an `ApiError` (`empty_answer`).
 */
export function unwrapData<D>(result: CallResult<D>): Exclude<D, undefined> {
  const data = unwrap(result);
  if (data === undefined) throw new ApiError(result.response.status, GENERIC_ERROR_MESSAGE, 'empty_answer');
  return data as Exclude<D, undefined>;
}

/**
 * `unwrap` for a call whose success may carry no body (a 204, an empty answer): the data, or undefined
 * then; a refusal throws its `ApiError` (status and `code`). Used on the `quiet` client, where the
 * caller says what failed itself instead of a toast.
 */
export function unwrapOptional<D>(result: CallResult<D>): D | undefined {
  if (result.response.ok) return result.data;
  throw apiErrorFrom(result.response.status, result.error);
}

/** The error of an openapi-fetch result as a value, or undefined on success. */
export function errorOf<D>(result: CallResult<D>): ApiError | undefined {
  return result.response.ok ? undefined : apiErrorFrom(result.response.status, result.error);
}
