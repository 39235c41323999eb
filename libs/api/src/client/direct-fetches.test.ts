import { describe, expect, it, vi } from 'vitest';
import { BASE_URL, json, mockFetch } from '../test-support/mock-fetch.js';
import { ApiError } from './api-error.js';
import { createApiClient } from './create-api-client.js';

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const mock = mockFetch(answer);
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: BASE_URL, getDeviceId: () => 'web-1-a', getAccessToken: () => 'tk', onUnauthorized, onError, fetch: mock.fetch });
  return { api, mock, onError, onUnauthorized };
}

const station = { id: 'ra_1', name: 'Harbour FM', description: null, country: null, language: null, genres: [], artwork_url: null, stream_url: '/s', website: null, popularity: 1, listeners: 2 };
const podcast = { id: 'po_1', title: 'Deep Cuts', author: null, description: null, artwork_url: null, categories: [], episode_count: 0, language: null };
const page = { page: 1, limit: 200, total: 0, total_pages: 0 };

const cases = [
  { name: 'libraryAlbums', call: (api: ReturnType<typeof setup>['api']) => api.direct.libraryAlbums(), url: '/api/v1/browse/albums?limit=200', body: { ...page, albums: [] }, data: [], text: 'Failed to fetch albums' },
  { name: 'radioStations', call: (api: ReturnType<typeof setup>['api']) => api.direct.radioStations(), url: '/api/v1/browse/radio', body: { ...page, stations: [station] }, data: [station], text: 'Failed to fetch radio stations' },
  { name: 'radioStation', call: (api: ReturnType<typeof setup>['api']) => api.direct.radioStation('ra_1'), url: '/api/v1/browse/radio/ra_1', body: station, data: station, text: 'Failed to fetch radio station' },
  { name: 'podcasts', call: (api: ReturnType<typeof setup>['api']) => api.direct.podcasts(1000), url: '/api/v1/browse/podcasts?limit=1000', body: { ...page, podcasts: [podcast] }, data: [podcast], text: 'Failed to fetch podcasts' },
  { name: 'podcast', call: (api: ReturnType<typeof setup>['api']) => api.direct.podcast('po_1'), url: '/api/v1/browse/podcasts/po_1', body: { ...podcast, episodes: [] }, data: { ...podcast, episodes: [] }, text: 'Failed to fetch podcast' },
];

describe('direct fetches (product §8)', () => {
  it.each(cases)('$name calls $url and answers its data', async ({ call, url, body, data }) => {
    const { api, mock } = setup(() => json(200, body));
    await expect(call(api)).resolves.toEqual(data);
    expect(mock.last().url).toBe(BASE_URL + url);
    expect(mock.last().headers.get('authorization')).toBe('Bearer tk');
  });

  it.each(cases)('$name fails with "$text" on an error answer, without a toast', async ({ call, text }) => {
    const { api, onError } = setup(() => json(404, { message: 'Not found here' }));
    const failure = await call(api).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: text, status: 404 });
    expect(onError).not.toHaveBeenCalled();
  });

  it.each(cases)('$name fails with "$text" when no answer arrives', async ({ call, text }) => {
    const { api, onError } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(call(api)).rejects.toThrow(text);
    expect(onError).not.toHaveBeenCalled();
  });

  it('still logs out on a 401', async () => {
    const { api, onUnauthorized } = setup(() => json(401, {}));
    await expect(api.direct.podcast('po_1')).rejects.toThrow('Failed to fetch podcast');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('passes a cancellation on as it is', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { api } = setup(() => Promise.reject(abort));
    await expect(api.direct.radioStations()).rejects.toBe(abort);
  });
});
