import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '../../generated/schema.js';
import { BASE_URL, mockFetch } from '../../test-support/mock-fetch.js';
import { bearerTokenMiddleware } from './bearer-token.js';

function clientWith(token: string | undefined) {
  const mock = mockFetch();
  const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mock.fetch });
  client.use(bearerTokenMiddleware(() => token));
  return { client, mock };
}

describe('bearerTokenMiddleware', () => {
  it('sends Authorization: Bearer when a token is stored', async () => {
    const { client, mock } = clientWith('tk_4f9c2a7e1b3d8f60');
    await client.GET('/api/v1/favorites');
    expect(mock.last().headers.get('authorization')).toBe('Bearer tk_4f9c2a7e1b3d8f60');
  });

  it('sends no Authorization without a token', async () => {
    const { client, mock } = clientWith(undefined);
    await client.POST('/api/v1/auth/check', { body: { code: 'ABCD-EFGH-JKLM' } });
    expect(mock.last().headers.has('authorization')).toBe(false);
  });
});
