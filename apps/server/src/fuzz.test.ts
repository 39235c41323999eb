/**
 * Property-based fuzzing from the contract: every operation of libs/api/openapi.yaml gets path ids,
 * query parameters and bodies generated from its own schemas (valid and hostile), seeded and bounded.
 * No answer may be a 5xx, and every answer must match the document (status and body).
 * The Subsonic API (/rest) is fuzzed the same way: every method, random parameters and formats; no
 * 5xx, and every answer a Subsonic envelope in the format asked for.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from './contract-document.js';
import { contractErrors } from './test-support/contract-validator.js';
import { issueCodes } from './auth/code-service.js';
import { appLogin, type AppLogin } from './test-support/subsonic-client.js';
import { envelopeProblems, subsonicMethodNames } from './test-support/subsonic-envelope.js';
import { seedCatalogue, type SeededCatalogue } from './test-support/seed.js';
import { buildTestApp, type TestApp } from './test-support/test-app.js';

type Schema = Record<string, unknown>;
const document = loadContract() as unknown as { paths: Record<string, Record<string, Schema>>; components: Record<string, Record<string, Schema>> };
const RUNS_PER_OPERATION = 40;
const RUNS_PER_SUBSONIC_METHOD = 15;

function resolve(node: unknown): Schema {
  let current = node as Schema;
  while (current && typeof current['$ref'] === 'string') {
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(current['$ref'] as string) ?? [];
    current = document.components[section as string]?.[name as string] as Schema;
  }
  return current ?? {};
}

/** Values that follow a JSON schema closely enough to get past validation (depth-bounded). */
function fromSchema(node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  const choices = (schema['anyOf'] ?? schema['oneOf']) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map((c) => fromSchema(c, depth + 1)));
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  switch (schema['type']) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: Math.min(Number(schema['maxLength'] ?? 40), 300) }), fc.constantFrom('1', '2', '3', 'neon', ''));
    case 'integer':
      return fc.integer({ min: Number(schema['minimum'] ?? -5), max: Math.min(Number(schema['maximum'] ?? 2000), 1_000_000) });
    case 'number':
      return fc.double({ min: Number(schema['minimum'] ?? -5), max: Number(schema['maximum'] ?? 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fromSchema(schema['items'], depth + 1), { maxLength: 4 });
    default: {
      const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
      if (depth > 3 || Object.keys(properties).length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = new Set((schema['required'] ?? []) as string[]);
      return fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fromSchema(v, depth + 1)])), { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
  }
}

let t: TestApp;
let seed: SeededCatalogue;
let headers: Record<string, string>;
let app: AppLogin;
const statuses = new Map<number, number>();
const subsonicStatuses = new Map<number, number>();
const subsonicMethods = await subsonicMethodNames();
beforeAll(async () => {
  // A generous write budget: the fuzzer writes far faster than a person (429 is tested elsewhere).
  t = await buildTestApp({ writeRate: { burst: 100_000, perSecond: 1000 } });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  headers = (await t.activateDevice()).headers;
  app = await appLogin(t.app, (await issueCodes(t.app.db, {}))[0]?.id as number);
});
afterAll(async () => {
  await t.close();
});

describe('contract fuzzing', () => {
  for (const [index, operation] of contractOperations().entries()) {
    it(`${operation.method} ${operation.path}`, async () => {
      const spec = document.paths[operation.path]?.[operation.method.toLowerCase()] as Schema;
      const parameters = ((spec['parameters'] ?? []) as unknown[]).map(resolve);
      const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const ids = [...seed.trackIds, seed.albumId, seed.artistId, seed.playlistId, seed.podcastId, ...seed.episodeIds, seed.stationId, seed.audioFileId].map(String);
      const pathValue = fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 100 }), fc.integer({ min: -10, max: 1e9 }).map(String));
      const query = fc.record(Object.fromEntries(parameters.filter((p) => p['in'] === 'query').map((p) => [p['name'] as string, fc.oneof(fromSchema(p['schema']), fc.string({ maxLength: 20 }))])), { requiredKeys: [] });
      const bodySchema = resolve(spec['requestBody']);
      const content = (bodySchema['content'] as Record<string, Schema> | undefined)?.['application/json'];
      const body = content ? fc.oneof({ weight: 3, arbitrary: fromSchema(content['schema']) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }) : fc.constant(undefined);
      // An event stream opened with a valid token never ends, so inject would never answer: such an
      // operation is fuzzed without the token here; its authorised input is tested in its route test.
      const streams = JSON.stringify(spec['responses'] ?? {}).includes('text/event-stream');
      const authorisedInput = streams ? fc.constant(false) : fc.integer({ min: 0, max: 9 }).map((n) => n > 0);
      const input = fc.record({ path: fc.tuple(...pathNames.map(() => pathValue)), query, body, authorised: authorisedInput });

      let requests = 0;
      await fc.assert(
        fc.asyncProperty(input, async ({ path, query: q, body: b, authorised }) => {
          requests++;
          let url = operation.path;
          pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, encodeURIComponent(String(path[i])))));
          const search = new URLSearchParams(Object.entries(q as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)])).toString();
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: { ...(authorised ? headers : {}), ...(b !== undefined ? { 'content-type': 'application/json' } : {}) },
            payload: b === undefined ? undefined : JSON.stringify(b),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const label = `${operation.method} ${url}?${search} ${JSON.stringify(b)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          // A too-long path parameter is the router's 414, before any operation (tested in bad-input).
          if (response.statusCode === 414) return;
          expect(contractErrors(operation.operationId, response.statusCode, response.body, response.headers['content-type'] as string | undefined), label).toEqual([]);
        }),
        { seed: 1700 + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      expect(requests).toBe(RUNS_PER_OPERATION);
    });
  }
});

describe('the fuzzing reached the handlers', () => {
  it('got successful answers as well as refusals', () => {
    const count = (from: number, to: number) => [...statuses].filter(([s]) => s >= from && s < to).reduce((n, [, c]) => n + c, 0);
    expect(count(200, 300)).toBeGreaterThan(300);
    expect(count(400, 500)).toBeGreaterThan(300);
    expect(count(500, 600)).toBe(0);
  });
});

/** Every parameter name the methods read, and values of every kind: ids of each prefix, numbers, words, hostile text. */
const SUBSONIC_PARAMETERS = ['id', 'albumId', 'artistId', 'songId', 'songIdToAdd', 'songIndexToRemove', 'playlistId', 'name', 'comment', 'size', 'count', 'offset', 'type', 'fromYear', 'toYear', 'genre', 'query', 'artistCount', 'albumCount', 'songCount', 'artistOffset', 'albumOffset', 'songOffset', 'current', 'currentIndex', 'position', 'submission', 'state', 'mediaId', 'username', 'includeEpisodes', 'format', 'maxBitRate', 'musicFolderId', 'time'];
const subsonicValue = (ids: string[]) =>
  fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom('random', 'newest', 'frequent', 'byYear', 'byGenre', 'starred', 'playing', 'stopped', 'true', 'false', '', '-1', '0', '1', '5000', '99999999999999999999', 'tr-', 'up-0', '../x', '<x>&amp;'),
    fc.integer({ min: -10, max: 100_000 }).map(String),
    fc.string({ maxLength: 120 }),
  );

describe('Subsonic fuzzing', () => {
  for (const [index, method] of subsonicMethods.entries()) {
    it(`/rest/${method}`, async () => {
      const ids = [...seed.trackIds.map((id) => `tr-${id}`), `al-${seed.albumId}`, `ar-${seed.artistId}`, `pl-${seed.playlistId}`, `pc-${seed.podcastId}`, ...seed.episodeIds.map((id) => `pe-${id}`), `rs-${seed.stationId}`, `art-${seed.artworkFileId}`, 'up-1'];
      const parameters = fc.dictionary(fc.constantFrom(...SUBSONIC_PARAMETERS), fc.oneof(subsonicValue(ids), fc.array(subsonicValue(ids), { minLength: 2, maxLength: 4 })), { maxKeys: 5 });
      const format = fc.constantFrom<string | undefined>('json', 'xml', 'jsonp', undefined, 'yaml');
      const callback = fc.oneof(fc.constantFrom<string | undefined>('cb', '$jsonp_1', undefined, "alert(1)//", 'a.b'), fc.string({ maxLength: 70 }));
      const login = fc.constantFrom<'good' | 'bad' | 'none'>('good', 'good', 'good', 'good', 'bad', 'none');
      let requests = 0;
      await fc.assert(
        fc.asyncProperty(parameters, format, callback, login, fc.boolean(), async (given, f, cb, who, post) => {
          requests++;
          const search = new URLSearchParams({ v: '1.16.1', c: 'fuzz' });
          if (f !== undefined) search.set('f', f);
          if (cb !== undefined) search.set('callback', cb);
          if (who === 'good') search.set('apiKey', app.password);
          if (who === 'bad') search.set('apiKey', 'not-a-key');
          for (const [name, value] of Object.entries(given)) for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
          // Every attempt from its own address: wrong keys must not lock the good ones out.
          const remoteAddress = `10.${(index >> 8) & 255}.${index & 255}.${requests}`;
          const response = post
            ? await t.app.inject({ method: 'POST', url: `/rest/${method}.view`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: search.toString(), remoteAddress })
            : await t.app.inject({ url: `/rest/${method}?${search}`, remoteAddress });
          subsonicStatuses.set(response.statusCode, (subsonicStatuses.get(response.statusCode) ?? 0) + 1);
          const label = `${post ? 'POST' : 'GET'} /rest/${method}?${search} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          const type = String(response.headers['content-type'] ?? '');
          // Media methods answer the media itself (or a redirect to an episode's own URL, or 304/416).
          if (/^(audio|image)\//.test(type) || [206, 302, 304, 416].includes(response.statusCode)) {
            expect(['stream', 'download', 'getCoverArt'], label).toContain(method);
            return;
          }
          expect(envelopeProblems(f, cb, type, response.body), label).toEqual([]);
        }),
        { seed: 3600 + index, numRuns: RUNS_PER_SUBSONIC_METHOD, endOnFailure: true },
      );
      expect(requests).toBe(RUNS_PER_SUBSONIC_METHOD);
    });
  }

  it('reached the methods: successful answers as well as refusals, no 5xx', () => {
    expect(subsonicMethods.length).toBeGreaterThan(50);
    expect(subsonicStatuses.get(200) ?? 0).toBeGreaterThan(subsonicMethods.length * 5);
    expect([...subsonicStatuses.keys()].filter((status) => status >= 500)).toEqual([]);
  });
});
