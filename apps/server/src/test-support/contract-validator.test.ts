import { describe, expect, it } from 'vitest';
import { contractErrors } from './contract-validator.js';
import { buildTestApp } from './test-app.js';

describe('contract validator', () => {
  it('accepts a body that matches and rejects one that does not, or an undocumented status', () => {
    expect(contractErrors('getHealth', 200, '{"status":"ok"}', 'application/json')).toEqual([]);
    expect(contractErrors('getHealth', 200, '{"status":"fine"}', 'application/json')).not.toEqual([]);
    expect(contractErrors('getAlbum', 404, '{"message":"Album not found"}', 'application/json; charset=utf-8')).toEqual([]);
    expect(contractErrors('getAlbum', 404, '{"error":"x"}', 'application/json')).not.toEqual([]);
    expect(contractErrors('getAlbum', 418, '{"message":"teapot"}', 'application/json')).not.toEqual([]);
  });
});

describe('every answer of a test app is checked against the contract', () => {
  it('records an answer the contract does not describe, and close() fails on it', async () => {
    const t = await buildTestApp({}, (instance) => {
      instance.addHook('preHandler', async (request, reply) => {
        if (request.headers['x-drift']) await reply.code(200).send({ status: 'drifted' });
      });
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect(t.drift).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-drift': '1' } });
    expect(t.drift.join('\n')).toMatch(/GET \/api\/v1\/health: getHealth 200: \/status must be equal to constant/);
    await expect(t.close()).rejects.toThrow(/Answers that the contract does not describe/);
  });
});
