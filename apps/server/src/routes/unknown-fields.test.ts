/**
 * Unknown fields are refused, never dropped: every operation of the contract with a body or query
 * parameters answers 400 naming the fields it does not know, before its handler runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateAdminKey } from '../admin/admin-key.js';
import { contractOperations, loadContract } from '../contract-document.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

type Schema = Record<string, unknown>;
const document = loadContract() as unknown as { paths: Record<string, Record<string, Schema>>; components: Record<string, Record<string, Schema>> };

function resolve(node: unknown): Schema {
  let current = node as Schema;
  while (current && typeof current['$ref'] === 'string') {
    const [, section, name] = (current['$ref'] as string).split('/').slice(1);
    current = document.components[section as string]?.[name as string] as Schema;
  }
  return current ?? {};
}

/** The schema's own example, or its first alternative's: a body that passes every other rule. */
function exampleOf(node: unknown): Record<string, unknown> {
  const schema = resolve(node);
  const examples = schema['examples'] as unknown[] | undefined;
  if (examples?.[0]) return examples[0] as Record<string, unknown>;
  const choices = (schema['anyOf'] ?? schema['oneOf']) as unknown[] | undefined;
  if (choices?.[0]) return exampleOf(choices[0]);
  if (!(schema['required'] as unknown[] | undefined)?.length) return {};
  throw new Error(`no example for ${JSON.stringify(node)}`);
}

let t: TestApp;
let listener: Record<string, string>;
let deviceId: string;
let adminKey: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminKey = await rotateAdminKey(t.app.db);
  ({ headers: listener, deviceId } = await t.activateDevice());
});
afterAll(async () => {
  await t.close();
});

const operations = contractOperations().map((operation) => {
  const spec = document.paths[operation.path]?.[operation.method.toLowerCase()] as Schema;
  const body = (resolve(spec['requestBody'])['content'] as Record<string, Schema> | undefined)?.['application/json']?.['schema'];
  const queryParameters = ((spec['parameters'] ?? []) as unknown[]).map(resolve).filter((parameter) => parameter['in'] === 'query');
  // The required parameters with a value each (their enum's first), so only the unknown one is wrong.
  const query = queryParameters
    .filter((parameter) => parameter['required'])
    .map((parameter) => `${parameter['name'] as string}=${String((resolve(parameter['schema'])['enum'] as unknown[] | undefined)?.[0] ?? 'x')}`);
  return { ...operation, body, hasQuery: queryParameters.length > 0, query };
});

function request(operation: (typeof operations)[number], payload: unknown, query = '') {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'deviceId' ? deviceId : '1'));
  const headers = operation.admin ? { 'x-admin-key': adminKey } : operation.secured ? listener : {};
  return t.app.inject({ method: operation.method as 'POST', url: `${url}${query}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

describe('unknown fields', () => {
  for (const operation of operations.filter((o) => o.body)) {
    it(`${operation.method} ${operation.path}: an unknown body field is a 400 that names it`, async () => {
      const one = await request(operation, { ...exampleOf(operation.body), zz_typo: 1 });
      expect([one.statusCode, one.json()]).toEqual([400, { message: 'Unknown field in body: zz_typo', code: 'bad_request' }]);
      const two = await request(operation, { ...exampleOf(operation.body), zz_one: 1, zz_two: 'x' });
      expect(two.json().message).toBe('Unknown fields in body: zz_one, zz_two');
    });
  }

  for (const operation of operations.filter((o) => o.hasQuery)) {
    it(`${operation.method} ${operation.path}: an unknown query parameter is a 400 that names it`, async () => {
      const answer = await request(operation, operation.body ? exampleOf(operation.body) : undefined, `?${[...operation.query, 'zz_typo=1'].join('&')}`);
      expect([answer.statusCode, answer.json()]).toEqual([400, { message: 'Unknown field in querystring: zz_typo', code: 'bad_request' }]);
    });
  }

  it('issues no code for an admin’s typo', async () => {
    const before = await t.app.db.selectFrom('activation_codes').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const typo = await t.call('issueAdminCodes', { method: 'POST', url: '/api/v1/admin/codes', headers: { 'x-admin-key': adminKey }, payload: { days: 30, device_limit: 3 } });
    expect([typo.statusCode, typo.json().message]).toEqual([400, 'Unknown field in body: device_limit']);
    const after = await t.app.db.selectFrom('activation_codes').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
