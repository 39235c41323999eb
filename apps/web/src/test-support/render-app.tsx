import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { KeyValueStorage } from '@tangerine/session';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import type { AppServices } from '../app/services';
import type { Backend } from '../lib/backend';
import { createBrowserSession, memoryStorage } from '../lib/session';

export const FUTURE_EXPIRY = '2099-01-05T00:00:00.000Z';

export function fakeBackend(overrides: Partial<Backend> = {}): Backend {
  return {
    activate: vi.fn(async () => ({
      activated: true,
      expiry_date: FUTURE_EXPIRY,
      plan: 'premium',
      access_token: 'access',
      refresh_token: 'refresh',
    })),
    ...overrides,
  };
}

export function testServices(options: { storage?: KeyValueStorage; backend?: Partial<Backend>; activated?: { code?: string; expiryDate?: string } } = {}): AppServices {
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { storage, session, backend: fakeBackend(options.backend), queryClient };
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
