// The API answered in the browser without a server: the app's own client (src/api) gets a fetch that
// looks requests up in a table of fixture bodies that match the OpenAPI schemas.
import { configureApi } from '../api/client';

export const STORY_BASE_URL = 'http://tangerine.story';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What the server says about a missing item (product §8). */
export const notFound = () => json(404, { message: 'Not found', code: 'not_found' });

/** Never answers: the screen stays in its loading state. */
export const pending = () => new Promise<Response>(() => undefined);

export type ApiAnswer = unknown | ((request: Request, url: URL) => Response | Promise<Response>);

/**
 * `"GET /api/v1/browse/albums/alb-1": body`, or a function of the request. Calls the table does not
 * name get an empty Liked Songs for GET /api/v1/favorites (the like buttons ask for it) and 404 otherwise.
 */
export type ApiTable = Record<string, ApiAnswer>;

const EMPTY_FAVORITES = { page: 1, limit: 500, total: 0, total_pages: 0, favorites: [] };

export function answerFrom(table: ApiTable) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = table[`${request.method} ${url.pathname}`];
    if (answer === undefined) {
      if (request.method === 'GET' && url.pathname === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
      return notFound();
    }
    if (answer instanceof Response) return answer.clone();
    if (typeof answer === 'function') return (answer as (r: Request, u: URL) => Response | Promise<Response>)(request, url);
    return json(request.method === 'POST' ? 201 : 200, answer);
  };
}

/** Points the app's API client at the table (the client is module state: each story sets it again). */
export function configureStoryApi(table: ApiTable, deviceId: () => string | null) {
  configureApi({
    baseUrl: STORY_BASE_URL,
    getDeviceId: deviceId,
    getAccessToken: () => 'story-access-token',
    onUnauthorized: () => undefined,
    onError: () => undefined,
    logger: { warn: () => undefined, error: () => undefined },
    fetch: answerFrom(table),
  });
}
