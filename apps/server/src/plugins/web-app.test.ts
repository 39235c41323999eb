import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webApp from './web-app.js';

const SCRIPT = `export const app = ${JSON.stringify('tangerine '.repeat(500))};\n`;
let root: string;
const app = Fastify();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-web-app-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'activate.html'), '<!doctype html><div id="prerendered">Activation Code</div><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'assets/index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(root, 'assets/cover.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await app.register(webApp, { root });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('web app static files', () => {
  it('sends hashed scripts brotli-compressed when accepted, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, and answers 304 per encoding', async () => {
    const gzipped = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
    expect(plain.headers['etag']).not.toBe(gzipped.headers['etag']);
    const again = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers['etag']) } });
    expect(again.statusCode).toBe(304);
  });

  it('leaves images as they are and serves index.html for client routes', async () => {
    const image = await app.inject({ url: '/assets/cover.png', headers: { 'accept-encoding': 'br' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    const page = await app.inject({ url: '/album/7', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers a prerendered route with its own page and nothing else with it', async () => {
    const activate = await app.inject({ url: '/activate?next=1' });
    expect(activate.statusCode).toBe(200);
    expect(activate.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(activate.payload).toContain('<div id="prerendered">Activation Code</div>');
    for (const url of ['/activate/', '/activate/x', '/', '/assets/activate']) {
      const other = await app.inject({ url });
      expect(other.payload, url).not.toContain('prerendered');
    }
    const traversal = await app.inject({ url: '/assets/..%2factivate' });
    expect(traversal.payload).not.toContain('prerendered');
  });
});
