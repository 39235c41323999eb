import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths } from '../../generated/schema.js';
import { BASE_URL, json, mockFetch } from '../../test-support/mock-fetch.js';
import type { ApiError } from '../api-error.js';
import { unauthorizedMiddleware } from './unauthorized.js';

function clientAnswering(response: () => Response) {
  const onUnauthorized = vi.fn<(error: ApiError) => void>();
  const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mockFetch(response).fetch });
  client.use(unauthorizedMiddleware(onUnauthorized));
  return { client, onUnauthorized };
}

describe('unauthorizedMiddleware', () => {
  it('calls onUnauthorized on a 401 and still hands the caller the error body', async () => {
    const { client, onUnauthorized } = clientAnswering(() => json(401, { message: 'Token revoked', code: 'unauthorized' }));
    const result = await client.GET('/api/v1/favorites');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401, message: 'Token revoked', code: 'unauthorized' });
    expect(result.error).toEqual({ message: 'Token revoked', code: 'unauthorized' });
  });

  it('uses "Session expired. Please activate again." for a 401 without a message', async () => {
    const { client, onUnauthorized } = clientAnswering(() => new Response(null, { status: 401 }));
    await client.GET('/api/v1/favorites');
    expect(onUnauthorized.mock.calls[0]?.[0].message).toBe('Session expired. Please activate again.');
  });

  it.each([200, 403, 404, 500])('does nothing on %i', async (status) => {
    const { client, onUnauthorized } = clientAnswering(() => json(status, { message: 'x' }));
    await client.GET('/api/v1/favorites');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
