import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from './compression.js';

const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: String(index), title: `Song ${index}` })) };
const app = Fastify();

beforeAll(async () => {
  app.addHook('onSend', compressJson);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
  await app.ready();
});

afterAll(() => app.close());

describe('JSON compression', () => {
  it('sends large JSON brotli-compressed when the client takes it, gzip otherwise', async () => {
    const brotli = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(big);
    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('leaves JSON as it is for a client that takes no encoding, and small JSON and other types always', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.json()).toEqual(big);
    for (const url of ['/small', '/text']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });
});
