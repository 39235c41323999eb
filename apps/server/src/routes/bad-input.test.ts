import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, contractOperations, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue } from '../test-support/seed.js';
import { loadContract } from '../contract-document.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { ARTWORK_BODY_LIMIT } from './admin-content-handlers.js';
import { PLAYLIST_IMPORT_BODY_LIMIT } from './playlist-file-handlers.js';

let t: TestApp;
let headers: Record<string, string>;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app.db, t.dataDir);
  headers = (await t.activateDevice()).headers;
  adminHeaders = { 'x-admin-key': await rotateAdminKey(t.app.db) };
});
afterAll(async () => {
  await t.close();
});

const BAD_PATH_VALUES = ['..%2f..%2fetc%2fpasswd', '%2e%2e%2f', '..', '%00', 'a%00b', '-1', '0', '99999999999999999999999', 'x'.repeat(300), '%ZZ', 'null', '1.5'];
const BAD_PAGES = ['0', '-1', '1000000000', 'abc', '1e3', '', '%00', 'a%00b', '..%2f..%2f'];
const BAD_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '{"name": }', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json' },
  { payload: '{"code": 42, "device_id": ["x"], "name": 7, "track_id": {"a":1}, "refresh_token": false}', contentType: 'application/json' },
  { payload: 'name=x', contentType: 'text/plain' },
  { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
];

const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value);
const hasBody = (operationId: string) => {
  for (const item of Object.values(loadContract().paths)) {
    for (const operation of Object.values(item as Record<string, { operationId?: string; requestBody?: unknown }>)) {
      if (operation?.operationId === operationId) return operation.requestBody !== undefined;
    }
  }
  return false;
};

async function expectClientError(options: InjectOptions) {
  const response = await t.app.inject(options);
  const label = `${options.method} ${String(options.url)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(typeof response.json<{ message?: unknown }>().message, label).toBe('string');
  expect(response.headers['content-security-policy'], label).toContain("object-src 'none'");
  return response;
}

describe('bad input on every operation: a 4xx with a message, never a 5xx', () => {
  for (const operation of contractOperations()) {
    const auth = operation.secured ? headers : {};
    it(`${operation.method} ${operation.path}`, async () => {
      // A code of its own per operation: the writes of every other operation would spend its write budget (429 before 413).
      const own = operation.secured && !operation.admin ? (await t.activateDevice()).headers : headers;
      const requestHeaders = () => (operation.admin ? adminHeaders : operation.secured ? own : auth);
      if (operation.path.includes('{')) {
        for (const value of BAD_PATH_VALUES) {
          const response = await t.app.inject({ method: operation.method as 'GET', url: `${fill(operation.path, value)}?expires=1&signature=AAAAAAAAAAAAAAAAAAAA`, headers: requestHeaders(), payload: hasBody(operation.operationId) ? {} : undefined });
          const label = `${operation.method} ${fill(operation.path, value)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, label).toBeLessThan(500);
          expect(typeof response.json<{ message?: unknown }>().message, label).toBe('string');
        }
      }
      const base = fill(operation.path, '1');
      if (operation.method === 'GET') {
        for (const page of BAD_PAGES) {
          const response = await t.app.inject({ method: 'GET', url: `${base}?page=${page}&limit=${page}&q=${page}&period=yesterday&type=nonsense&genre=&expires=${page}&signature=short`, headers: requestHeaders() });
          expect(response.statusCode, `${base} page=${page}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json<{ message?: unknown }>().message).toBe('string');
        }
      }
      if (hasBody(operation.operationId)) {
        for (const body of BAD_BODIES) {
          await expectClientError({ method: operation.method as 'POST', url: base, headers: { ...requestHeaders(), 'content-type': body.contentType }, payload: body.payload });
        }
        // Traversal strings in every string field: refused or simply not found, never a 5xx.
        const traversal = await t.app.inject({ method: operation.method as 'POST', url: base, headers: { ...requestHeaders(), 'content-type': 'application/json' }, payload: '{"code":"../../etc/passwd","device_id":"..%2f..","name":"\\u0000../","track_id":"%2e%2e%2f","refresh_token":"\\u0000","activityType":"song","contentId":"../x","title":"x"}' });
        expect(traversal.statusCode, traversal.body).toBeLessThan(500);
        const tooLarge = await expectClientError({ method: operation.method as 'POST', url: base, headers: { ...requestHeaders(), 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(operation.operationId === 'setAdminArtwork' ? ARTWORK_BODY_LIMIT : operation.operationId === 'importPlaylistFile' ? PLAYLIST_IMPORT_BODY_LIMIT : 100_000), code: 'x', device_id: 'x' }) });
        expect(tooLarge.statusCode).toBe(413);
      }
    });
  }

  it('names the invalid field in a 400', async () => {
    const headers = (await t.activateDevice()).headers;
    const page = await expectClientError({ method: 'GET', url: '/api/v1/browse/albums?page=0', headers });
    expect([page.statusCode, page.json().message]).toEqual([400, expect.stringContaining('page')]);
    const missing = await expectClientError({ method: 'POST', url: '/api/v1/auth/activate', payload: { device_id: 'web-1' } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, expect.stringContaining('code')]);
    const name = await expectClientError({ method: 'POST', url: '/api/v1/playlists', headers, payload: { name: '   ' } });
    expect([name.statusCode, name.json().message]).toEqual([400, expect.stringContaining('name')]);
    const malformed = await expectClientError({ method: 'POST', url: '/api/v1/playlists', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(malformed.json().message).toBe('Request body is not valid JSON');
    const unsupported = await expectClientError({ method: 'POST', url: '/api/v1/playlists', headers: { ...headers, 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(unsupported.statusCode).toBe(415);
  });

  it('answers unknown paths with a JSON 404, traversal included', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/../../etc/passwd', '/api/v1/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/api/v1/media/audio/%00', '/secret/../../etc/passwd']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });
});

describe('router errors', () => {
  it('answers a 3,000-character path parameter with 414 URI Too Long in our error shape', async () => {
    const response = await expectClientError({ method: 'GET', url: `/api/v1/browse/albums/${'x'.repeat(3000)}`, headers });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'URI Too Long', message: 'A path parameter is too long (at most 100 characters)', code: 'uri_too_long' });
  });

  it('answers a URL that cannot be decoded with 400', async () => {
    const response = await expectClientError({ method: 'GET', url: '/api/v1/browse/albums/%E0%A4%A', headers });
    expect(response.json()).toMatchObject({ error: 'Bad Request', code: 'bad_request' });
  });
});

describe('GET changes nothing', () => {
  it('leaves every table as it was after calling every GET operation', async () => {
    const tables = ['media_files', 'artists', 'albums', 'tracks', 'catalog_playlists', 'podcasts', 'episodes', 'radio_stations', 'activation_codes', 'devices', 'user_playlists', 'user_playlist_tracks', 'favorites', 'downloads', 'plays', 'activation_failures', 'search_documents'] as const;
    const snapshot = async () => JSON.stringify(await Promise.all(tables.map((table) => t.app.db.selectFrom(table).selectAll().execute())));
    const before = await snapshot();
    for (const operation of contractOperations().filter((o) => o.method === 'GET')) {
      await t.app.inject({ method: 'GET', url: `${fill(operation.path, '1')}?q=neon`, headers });
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('server errors', () => {
  it('answers 500 without internals when the database fails', async () => {
    const broken = await buildTestApp();
    const device = await broken.activateDevice();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers: device.headers });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An internal error occurred. Please try again.', code: 'internal_error' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await broken.close().catch(() => undefined);
  });
});
