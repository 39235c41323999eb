import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { KeyValueStorage } from '@tangerine/session';
import { apiHarness, json } from '../api/test-support/api-harness';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import type { AppServices } from '../app/services';
import type { Backend } from '../lib/backend';
import { createPlayerService, type PlayerService } from '@tangerine/player-web';
import { createBrowserSession, memoryStorage } from '../lib/session';
import { fakeAudio } from '@tangerine/player-web/testing';

export { fakeAudio };

export const FUTURE_EXPIRY = '2099-01-05T00:00:00.000Z';

export function fakeBackend(overrides: Partial<Backend> = {}): Backend {
  return {
    activate: vi.fn(async () => ({
      activated: true,
      expiry_date: FUTURE_EXPIRY,
      plan: 'Premium' as const,
      access_token: 'access',
      refresh_token: 'refresh',
      expires_in: 3600,
    })),
    reportPlay: vi.fn(async () => undefined),
    heartbeat: vi.fn(async () => undefined),
    stopActivity: vi.fn(async () => undefined),
    freshStreamUrl: vi.fn(async () => null),
    ...overrides,
  };
}

export const EMPTY_FAVORITES = { page: 1, limit: 500, total: 0, total_pages: 0, favorites: [] };

function defaultAnswer(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (request.method === 'GET' && path === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
  return json(404, { message: `No test answer for ${request.method} ${path}` });
}


export function testServices(options: {
    storage?: KeyValueStorage;
    backend?: Partial<Backend>;
    activated?: { code?: string; expiryDate?: string };
    audio?: HTMLAudioElement;
    /** Answers the API calls of queries and mutations (src/api); by default an empty Liked Songs. */
    answer?: (request: Request) => Response | Promise<Response>;
  } = {},): AppServices<PlayerService> & { requests: Request[] } {
  const storage = options.storage ?? memoryStorage();
  const session = createBrowserSession(storage);
  if (options.activated) {
    session.activate({
      code: options.activated.code ?? 'ABCD-EFGH-IJKL',
      expiryDate: options.activated.expiryDate ?? FUTURE_EXPIRY,
      deviceId: 'web-1700000000000abcdefghi',
      accessToken: 'access',
      refreshToken: 'refresh',
    });
  }
  const { queryClient, requests } = apiHarness(options.answer ?? defaultAnswer);
  const backend = fakeBackend(options.backend);
  const player = createPlayerService({ audio: options.audio ?? fakeAudio(), storage, session, backend, random: () => 0.5 });
  return { storage, session, backend, player, queryClient, requests };
}

/** The whole app (providers, guard, shell, lazy routes) on a memory router at `path`. */
export function renderApp(path: string, services: AppServices = testServices()) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, services };
}
