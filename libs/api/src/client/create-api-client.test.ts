import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, json, mockFetch } from '../test-support/mock-fetch.js';
import { ApiError } from './api-error.js';
import { createApiClient, type ApiClientOptions } from './create-api-client.js';
import { unwrap, unwrapData, unwrapOptional } from './unwrap.js';

function setup(answer: (request: Request) => Response | Promise<Response>, overrides: Partial<ApiClientOptions> = {}) {
  const mock = mockFetch(answer);
  const onUnauthorized = vi.fn();
  const onError = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    baseUrl: BASE_URL,
    getDeviceId: () => 'web-1732180000000-k3j9x2ab',
    getAccessToken: () => 'tk_4f9c2a7e1b3d8f60',
    getCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : undefined),
    onUnauthorized,
    onError,
    logger,
    fetch: mock.fetch,
    ...overrides,
  });
  return { api, mock, onUnauthorized, onError, logger };
}

afterEach(() => vi.useRealTimers());

describe('createApiClient', () => {
  it('sends the device id, the bearer token and the anti-forgery header on every call', async () => {
    const { api, mock } = setup(() => json(200, { tracks: [] }));
    await api.http.GET('/api/v1/trending/recently-played', { params: { query: { limit: 20 } } });
    const request = mock.last();
    expect(request.url).toBe(`${BASE_URL}/api/v1/trending/recently-played?limit=20`);
    expect(request.headers.get('x-device-id')).toBe('web-1732180000000-k3j9x2ab');
    expect(request.headers.get('authorization')).toBe('Bearer tk_4f9c2a7e1b3d8f60');
    expect(request.headers.get('x-xsrf-token')).toBe('xsrf-1');
  });

  it('sends none of them when nothing is stored yet', async () => {
    const { api, mock } = setup(() => json(200, { valid: false, expiry_date: null, plan: null }), {
      getDeviceId: () => null,
      getAccessToken: () => null,
      getCookie: undefined,
    });
    await api.http.POST('/api/v1/auth/check', { body: { code: 'ABCD-EFGH-JKLM' } });
    const request = mock.last();
    expect(['x-device-id', 'authorization', 'x-xsrf-token'].filter((name) => request.headers.has(name))).toEqual([]);
  });

  it('returns data on success', async () => {
    const album = { id: 'al_1', title: 'One', artist: null, artwork_url: null, year: null, description: null, track_count: 0, genres: [], tracks: [] };
    const { api, onError } = setup(() => json(200, album));
    const result = await api.http.GET('/api/v1/browse/albums/{id}', { params: { path: { id: 'al_1' } } });
    expect(unwrap(result)).toEqual(album);
    expect(onError).not.toHaveBeenCalled();
  });

  it('unwrapOptional on the quiet client: undefined for a 204, the refusal as an ApiError with its code, nothing reported', async () => {
    const answers = [new Response(null, { status: 204 }), json(404, { message: 'No such room', code: 'not_found' })];
    const { api, onError } = setup(() => answers.shift() as Response);
    const none: unknown = unwrapOptional(await api.quiet.GET('/api/v1/rooms/current'));
    expect(none).toBeUndefined();
    const refused = await api.quiet.POST('/api/v1/rooms/join', { body: { code: 'ABC123' } });
    expect(() => unwrapOptional(refused)).toThrow(expect.objectContaining({ name: 'ApiError', status: 404, code: 'not_found' }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('unwrapData: the body of a success, and a success without one as an ApiError instead of undefined', async () => {
    const track = { id: 't1', title: 'One' };
    const { api } = setup(() => json(200, track));
    expect(unwrapData(await api.quiet.GET('/api/v1/browse/tracks/{id}', { params: { path: { id: 't1' } } }))).toEqual(track);
    expect(() => unwrapData({ data: undefined, response: new Response(null, { status: 200 }) })).toThrow(expect.objectContaining({ name: 'ApiError', status: 200, code: 'empty_answer' }));
  });

  it('on 401 calls onUnauthorized (not onError) and passes the error on to the caller', async () => {
    const { api, onUnauthorized, onError } = setup(() => json(401, { message: 'Token expired' }));
    const result = await api.http.GET('/api/v1/favorites');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(() => unwrap(result)).toThrow(expect.objectContaining({ status: 401, message: 'Token expired' }));
  });

  it('reports another error with its message through onError and passes it on', async () => {
    const { api, onError, onUnauthorized } = setup(() => json(409, { message: 'This activation code is already in use', code: 'device_limit' }));
    const result = await api.http.POST('/api/v1/auth/activate', { body: { code: 'ABCD-EFGH-JKLM', device_id: 'web-1-a' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 409, message: 'This activation code is already in use' }));
    const thrown = (() => {
      try {
        unwrap(result);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 409, message: 'This activation code is already in use', code: 'device_limit' });
  });

  it('reports an error without a message as "An error occurred. Please try again."', async () => {
    const { api, onError } = setup(() => new Response(null, { status: 500 }));
    const result = await api.http.GET('/api/v1/browse/home');
    expect(onError.mock.calls[0]?.[0].message).toBe('An error occurred. Please try again.');
    expect(() => unwrap(result)).toThrow('An error occurred. Please try again.');
  });

  it('has no timeout: a call answered after ten minutes still succeeds', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const { api, mock } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = api.http.GET('/api/v1/browse/home');
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(mock.last().signal.aborted).toBe(false);
    answer(json(200, { recently_added: [] }));
    await expect(pending).resolves.toMatchObject({ data: { recently_added: [] } });
  });

  it('the quiet client does not report errors but still logs out on 401', async () => {
    const { api, onError, onUnauthorized } = setup((request) => (request.url.endsWith('/favorites') ? json(401, {}) : json(500, { message: 'boom' })));
    await api.quiet.GET('/api/v1/browse/home');
    expect(onError).not.toHaveBeenCalled();
    await api.quiet.GET('/api/v1/favorites');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
