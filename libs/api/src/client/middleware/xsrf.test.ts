import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths } from '../../generated/schema.js';
import { BASE_URL, mockFetch } from '../../test-support/mock-fetch.js';
import { xsrfMiddleware } from './xsrf.js';

describe('xsrfMiddleware', () => {
  it('reads the XSRF-TOKEN cookie and sends it as X-XSRF-TOKEN', async () => {
    const getCookie = vi.fn((name: string) => (name === 'XSRF-TOKEN' ? 'anti-forgery-123' : undefined));
    const mock = mockFetch();
    const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mock.fetch });
    client.use(xsrfMiddleware(getCookie));
    await client.POST('/api/v1/playlists', { body: { name: 'Road trip' } });
    expect(getCookie).toHaveBeenCalledWith('XSRF-TOKEN');
    expect(mock.last().headers.get('x-xsrf-token')).toBe('anti-forgery-123');
  });

  it('sends no X-XSRF-TOKEN when the cookie is absent', async () => {
    const mock = mockFetch();
    const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mock.fetch });
    client.use(xsrfMiddleware(() => null));
    await client.POST('/api/v1/playlists', { body: { name: 'Road trip' } });
    expect(mock.last().headers.has('x-xsrf-token')).toBe(false);
  });
});
