import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, contractOperations, type TestApp } from '../test-support/test-app.js';
import { operationHandlers } from './api.js';

let t: TestApp;
const routes: { method: string; url: string }[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, (instance) => {
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  });
});
afterAll(async () => {
  await t.close();
});

const key = (method: string, url: string) => `${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`;

describe('routes and the contract', () => {
  it('has a handler for every operation of the contract and none for anything else', () => {
    const documented = contractOperations().map((o) => o.operationId).sort();
    expect(Object.keys(operationHandlers(t.app)).sort()).toEqual(documented);
  });

  it('routes every documented operation, and nothing under /api that the document does not list', () => {
    const documented = new Set(contractOperations().map((o) => key(o.method, o.path)));
    const registered = new Set(routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api')).map((r) => key(r.method, r.url)));
    expect(registered.size).toBe(documented.size);
    expect([...documented].filter((k) => !registered.has(k))).toEqual([]);
    expect([...registered].filter((k) => !documented.has(k))).toEqual([]);
  });

  it('answers the health check from the database', async () => {
    const response = await t.call('getHealth', { method: 'GET', url: '/api/v1/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
