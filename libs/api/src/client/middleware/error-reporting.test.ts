import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths } from '../../generated/schema.js';
import { BASE_URL, json, mockFetch } from '../../test-support/mock-fetch.js';
import { ApiError } from '../api-error.js';
import { errorReportingMiddleware } from './error-reporting.js';

function clientAnswering(answer: () => Response | Promise<Response>) {
  const report = vi.fn<(error: ApiError) => void>();
  const client = createClient<paths>({ baseUrl: BASE_URL, fetch: mockFetch(answer).fetch });
  client.use(errorReportingMiddleware(report));
  return { client, report };
}

describe('errorReportingMiddleware', () => {
  it('reports the body message of a failed call and leaves the error to the caller as a value', async () => {
    const { client, report } = clientAnswering(() => json(404, { message: 'Album not found', code: 'not_found' }));
    const result = await client.GET('/api/v1/browse/albums/{id}', { params: { path: { id: 'al_x' } } });
    expect(report).toHaveBeenCalledTimes(1);
    const reported = report.mock.calls[0]?.[0];
    expect(reported).toBeInstanceOf(ApiError);
    expect(reported).toMatchObject({ status: 404, message: 'Album not found', code: 'not_found' });
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ message: 'Album not found', code: 'not_found' });
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 500 })],
    ['a body without message', () => json(400, { code: 'bad_request' })],
    ['a blank message', () => json(409, { message: '  ' })],
    ['a text body', () => new Response('Bad Gateway', { status: 502 })],
  ])('reports "An error occurred. Please try again." for %s', async (_label, answer) => {
    const { client, report } = clientAnswering(answer);
    await client.GET('/api/v1/browse/home');
    expect(report.mock.calls[0]?.[0].message).toBe('An error occurred. Please try again.');
  });

  it.each([200, 201, 204, 299])('counts %i as success', async (status) => {
    const { client, report } = clientAnswering(() => new Response(status === 204 ? null : '{}', { status }));
    const result = await client.GET('/api/v1/browse/home');
    expect(report).not.toHaveBeenCalled();
    expect(result.error).toBeUndefined();
  });

  it.each([300, 400, 503])('counts %i as failure', async (status) => {
    const { client, report } = clientAnswering(() => new Response('{}', { status }));
    const result = await client.GET('/api/v1/browse/home');
    expect(report).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({});
  });

  it('leaves a 401 to the unauthorized middleware', async () => {
    const { client, report } = clientAnswering(() => json(401, { message: 'Session expired' }));
    await client.GET('/api/v1/browse/home');
    expect(report).not.toHaveBeenCalled();
  });

  it('throws and reports a call that got no answer as an ApiError with the generic text', async () => {
    const { client, report } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const failure = await client.GET('/api/v1/browse/home').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: 'An error occurred. Please try again.' });
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('passes a cancellation on without reporting it', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, report } = clientAnswering(() => Promise.reject(abort));
    await expect(client.GET('/api/v1/browse/home')).rejects.toBe(abort);
    expect(report).not.toHaveBeenCalled();
  });
});
