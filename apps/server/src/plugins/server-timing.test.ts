import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const duration = (header: unknown) => Number(/^app;dur=(\d+(?:\.\d+)?)$/.exec(String(header))?.[1] ?? Number.NaN);

describe('Server-Timing', () => {
  it("tells the server's time on answers of every kind: API, refusal, not found, health", async () => {
    const { headers } = await t.activateDevice();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers }),
      await t.app.inject({ method: 'GET', url: '/api/v1/browse/home' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route', headers }),
      await t.app.inject({ method: 'GET', url: '/health' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, expect.any(Number)]);
    for (const answer of answers) {
      const ms = duration(answer.headers['server-timing']);
      expect(ms, String(answer.headers['server-timing'])).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(60_000);
    }
  });
});
