import { describe, expect, it, vi } from 'vitest';
import { BASE_URL, json, mockFetch } from '../../test-support/mock-fetch.js';
import { createApiClient } from '../create-api-client.js';

const tokens = { access_token: 'tk_new_0123456789ab', refresh_token: 'rt_new_0123456789ab', expires_in: 3600, expiry_date: '2027-06-30T23:59:59Z' };

function setup(answer: (request: Request) => Response | Promise<Response>, refreshToken: string | null = 'rt_old_0123456789ab') {
  let accessToken = 'tk_old_0123456789ab';
  const mock = mockFetch(answer);
  const onUnauthorized = vi.fn();
  const onError = vi.fn();
  const onTokensRefreshed = vi.fn((pair: typeof tokens) => (accessToken = pair.access_token));
  const api = createApiClient({
    baseUrl: BASE_URL,
    getDeviceId: () => 'web-1-a',
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    onTokensRefreshed,
    onUnauthorized,
    onError,
    fetch: mock.fetch,
  });
  return { api, mock, onUnauthorized, onError, onTokensRefreshed };
}

const expiredUnlessNewToken = (request: Request) => {
  if (request.url.endsWith('/api/v1/auth/refresh')) return json(200, tokens);
  return request.headers.get('authorization') === `Bearer ${tokens.access_token}` ? json(200, { favorites: [] }) : json(401, { message: 'Token expired' });
};

describe('tokenRefreshMiddleware', () => {
  it('on a 401 exchanges the refresh token, stores the pair and repeats the call', async () => {
    const { api, mock, onUnauthorized, onTokensRefreshed } = setup(expiredUnlessNewToken);
    const result = await api.http.GET('/api/v1/favorites');
    expect(result.data).toEqual({ favorites: [] });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onTokensRefreshed).toHaveBeenCalledWith(tokens);
    const refresh = mock.requests.find((request) => request.url.endsWith('/api/v1/auth/refresh'));
    expect(await refresh?.json()).toEqual({ refresh_token: 'rt_old_0123456789ab', device_id: 'web-1-a' });
    expect(mock.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/favorites', '/api/v1/auth/refresh', '/api/v1/favorites']);
  });

  it('repeats a call with a body', async () => {
    const { api, mock } = setup(expiredUnlessNewToken);
    await api.http.POST('/api/v1/playlists', { body: { name: 'Road trip' } });
    expect(await mock.last().json()).toEqual({ name: 'Road trip' });
  });

  it('sends each body as built, without teeing it through clone(), and repeats it byte for byte', async () => {
    const clone = vi.spyOn(Request.prototype, 'clone');
    try {
      const { api, mock } = setup(expiredUnlessNewToken);
      await api.http.PATCH('/api/v1/playlists/{id}', { params: { path: { id: 'up_1' } }, body: { name: 'Renamed' } });
      expect(clone).not.toHaveBeenCalled();
      expect(mock.requests.filter((request) => request.method === 'PATCH')).toHaveLength(2);
      expect(await mock.last().json()).toEqual({ name: 'Renamed' });
      expect(mock.last().headers.get('content-type')).toBe('application/json');
    } finally {
      clone.mockRestore();
    }
  });

  it('refreshes once for calls failing together', async () => {
    const { api, mock } = setup(expiredUnlessNewToken);
    await Promise.all([api.http.GET('/api/v1/favorites'), api.http.GET('/api/v1/favorites'), api.http.GET('/api/v1/favorites')]);
    expect(mock.requests.filter((request) => request.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('logs out when the refresh is refused', async () => {
    const { api, onUnauthorized } = setup((request) => json(401, { message: request.url.endsWith('/refresh') ? 'Invalid refresh token' : 'Token expired' }));
    const result = await api.http.GET('/api/v1/favorites');
    expect(result.response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out without a refresh token, and never refreshes for /auth calls', async () => {
    const { api, mock, onUnauthorized } = setup(() => json(401, {}), null);
    await api.http.GET('/api/v1/favorites');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const other = setup(() => json(401, {}));
    await other.api.http.POST('/api/v1/auth/refresh', { body: { refresh_token: 'x', device_id: 'web-1-a' } });
    expect(other.mock.requests).toHaveLength(1);
    expect(mock.requests).toHaveLength(1);
  });
});
