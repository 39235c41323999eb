import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type JsonObject } from '../test-support/load-document.js';

const document = loadOpenApiDocument();
const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;
const operations = Object.entries(document['paths'] as Record<string, JsonObject>).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as JsonObject })),
);
// Under /auth, only what acts on the caller's own session asks for its login: the page cookie and logout.
const ownSession = new Set(['/api/v1/auth/page-session', '/api/v1/auth/logout']);
// Last.fm sends the browser back to its callback without the app's token: the one-time random `state`
// that the signed-in listener's own request made names the code instead.
const lastfmCallback = '/api/v1/scrobbling/lastfm/callback';
const open = (path: string) =>
  (path.startsWith('/api/v1/auth/') && !ownSession.has(path)) ||
  path.startsWith('/api/v1/media/') ||
  path === '/api/v1/health' ||
  path === lastfmCallback ||
  /^\/api\/v1\/radio\/\{id\}\/stream$/.test(path);

describe('security in openapi.yaml', () => {
  it('requires the bearer token and x-device-id everywhere by default', () => {
    expect(document['security']).toEqual([{ bearerAuth: [], deviceId: [] }]);
    const schemes = (document['components'] as JsonObject)['securitySchemes'] as JsonObject;
    expect(schemes['deviceId']).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-device-id' });
    expect(schemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each(operations.map(({ path, method, operation }) => [`${method.toUpperCase()} ${path}`, path, operation] as const))(
    '%s: open only under /auth, /media, the radio stream and health; the admin key under /admin',
    (_label, path, operation) => {
      if (open(path)) expect(operation['security']).toEqual([]);
      else if (path.startsWith('/api/v1/admin/')) expect(operation['security']).toEqual([{ adminKey: [] }]);
      else expect(operation['security']).toBeUndefined();
    },
  );

  it('answers every failure with the shared Error body', () => {
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation['responses'] as Record<string, JsonObject>)) {
        if (Number(status) < 400) continue;
        const ref = response['$ref'] as string | undefined;
        const schema = ref ? undefined : ((response['content'] as JsonObject)['application/json'] as JsonObject)['schema'];
        if (ref) expect(ref).toMatch(/^#\/components\/responses\//);
        else expect(schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });
});
