import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { configureApi } from '../client';
import { queryClientDefaults } from '../query-defaults';

export const BASE_URL = 'http://tangerine.test';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Configures the app's client against a mocked fetch and gives a QueryClient with the app's defaults. */
export function apiHarness(answer: (request: Request) => Response | Promise<Response> = () => json(200, {})) {
  const requests: Request[] = [];
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  configureApi({
    baseUrl: BASE_URL,
    getDeviceId: () => 'web-1-a',
    getAccessToken: () => 'tk',
    onError,
    onUnauthorized,
    logger,
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { ...queryClientDefaults, queries: { ...queryClientDefaults.queries, retry: false } } });
  const lastUrl = () => requests.at(-1)?.url.replace(BASE_URL, '');
  return { queryClient, requests, lastUrl, onError, onUnauthorized, logger };
}
