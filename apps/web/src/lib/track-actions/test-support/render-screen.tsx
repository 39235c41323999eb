// Renders one screen in what the app gives it: query client, theme, links, router, a player actor
// and the toaster; the API answers from `routes` through a mocked fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { playerMachine } from '@tangerine/player-machine';
import { TangerineProvider, type RenderLink } from '@tangerine/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link as RouterLink, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createActor } from 'xstate';
import { afterEach } from 'vitest';
import { configureApi } from '../../../api/client';
import { queryClientDefaults } from '../../../api/query-defaults';
import { PlayerProvider, type PlayerService } from '@tangerine/player-web';
import { OfflinePortsProvider } from '@tangerine/offline-web/ports-context';
import { offlinePorts } from '../../../app/offline-ports';
import { AppToaster } from '../../toast';

export const BASE_URL = 'http://tangerine.test';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const notFound = () => json(404, { message: 'Not found', code: 'not_found' });

/** Never answers: the screen stays in its loading state. */
export const pending = () => new Promise<Response>(() => undefined);

type Answer = unknown | ((request: Request, url: URL) => Response | Promise<Response>);

/** `"GET /api/v1/browse/albums/alb-1": body`, or a function of the request. Unmatched calls get 404. */
export type Routes = Record<string, Answer>;

const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <RouterLink to={href} {...rest}>
    {children}
  </RouterLink>
);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const actors: Array<{ stop(): void }> = [];
afterEach(() => {
  while (actors.length) actors.pop()?.stop();
});

export function renderScreen(element: ReactElement, options: { path?: string; route?: string; routes?: Routes } = {}) {
  const requests: Request[] = [];
  const routes = options.routes ?? {};
  configureApi({
    baseUrl: BASE_URL,
    getDeviceId: () => 'web-1-test',
    getAccessToken: () => 'token',
    onUnauthorized: () => undefined,
    onError: () => undefined,
    logger: { warn: () => undefined, error: () => undefined },
    fetch: async (request) => {
      requests.push(request);
      const url = new URL(request.url);
      const answer = routes[`${request.method} ${url.pathname}`];
      if (answer === undefined) return notFound();
      if (answer instanceof Response) return answer.clone();
      if (typeof answer === 'function') return (answer as (r: Request, u: URL) => Response | Promise<Response>)(request, url);
      return json(request.method === 'POST' ? 201 : 200, answer);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { ...queryClientDefaults, queries: { ...queryClientDefaults.queries, retry: false } } });
  const player = createActor(playerMachine, { input: {} }).start();
  actors.push(player);
  // The screens use only the actor (usePlayerActor, usePlayerSelector); no <audio> engine in jsdom.
  const service = { actor: player } as unknown as PlayerService;
  const path = options.path ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TangerineProvider renderLink={renderLink} withGlobalStyles={false}>
        <PlayerProvider player={service}>
          <OfflinePortsProvider ports={offlinePorts(queryClient, window.localStorage)}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={options.route ?? path.split('?')[0]} element={element} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
            <AppToaster />
          </OfflinePortsProvider>
        </PlayerProvider>
      </TangerineProvider>
    </QueryClientProvider>,
  );
  const calls = (method = 'GET') => requests.filter((r) => r.method === method).map((r) => r.url.replace(BASE_URL, ''));
  return { ...result, queryClient, player, requests, calls };
}
