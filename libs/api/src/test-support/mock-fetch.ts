import { vi } from 'vitest';

export const BASE_URL = 'http://tangerine.test';

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A mocked fetch that answers with `answer(request)` and keeps every request it saw. */
export function mockFetch(answer: (request: Request) => Response | Promise<Response> = () => json(200, {})) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests, last: () => requests.at(-1) as Request };
}
