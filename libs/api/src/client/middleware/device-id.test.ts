import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '../../generated/schema.js';
import { BASE_URL, mockFetch } from '../../test-support/mock-fetch.js';
import { deviceIdMiddleware } from './device-id.js';

function clientWith(deviceId: string | null) {
  const mock = mockFetch();
  const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mock.fetch });
  client.use(deviceIdMiddleware(() => deviceId));
  return { client, mock };
}

describe('deviceIdMiddleware', () => {
  it('sends x-device-id when the device id is known', async () => {
    const { client, mock } = clientWith('web-1732180000000-k3j9x2ab');
    await client.GET('/api/v1/browse/home');
    expect(mock.last().headers.get('x-device-id')).toBe('web-1732180000000-k3j9x2ab');
  });

  it('sends no x-device-id before the device id exists', async () => {
    const { client, mock } = clientWith(null);
    await client.GET('/api/v1/browse/home');
    expect(mock.last().headers.has('x-device-id')).toBe(false);
  });

  it('reads the id at each call, so a later id is picked up', async () => {
    let deviceId: string | null = null;
    const mock = mockFetch();
    const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mock.fetch });
    client.use(deviceIdMiddleware(() => deviceId));
    await client.GET('/api/v1/browse/home');
    deviceId = 'web-1-a';
    await client.GET('/api/v1/browse/home');
    expect(mock.requests.map((request) => request.headers.get('x-device-id'))).toEqual([null, 'web-1-a']);
  });
});
