/** An error whose message is safe to show: the error handler answers `{ message, code? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message, 'not_found');
export const badRequest = (message: string) => new HttpError(400, message, 'bad_request');
export const unauthorized = (message: string) => new HttpError(401, message, 'unauthorized');
