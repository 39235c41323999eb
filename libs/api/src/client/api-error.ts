import { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages.js';

/** A failed call: the HTTP status (0 when no answer arrived), a message fit to show, the body's `code`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The `message` of an error body when it has a non-blank one. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function codeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const { code } = body as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The error a non-2xx answer stands for: the body's message, else product §8's generic text. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const fallback = status === 401 ? SESSION_EXPIRED_MESSAGE : GENERIC_ERROR_MESSAGE;
  return new ApiError(status, messageOf(body) ?? fallback, codeOf(body), body);
}

/** The error a call that got no answer (network failure) stands for. */
export function networkError(cause: unknown): ApiError {
  return new ApiError(0, GENERIC_ERROR_MESSAGE, 'network_error', undefined, { cause });
}

/** Cancellation (React Query aborting a call) is not a failure to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Reads a response body as JSON when it is JSON, else as text (never throws). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
