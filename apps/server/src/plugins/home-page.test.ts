import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { encodePageSession, PAGE_SESSION_COOKIE } from '@tangerine/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue } from '../test-support/seed.js';

/**
 * A stand-in for apps/web's dist-prerender/home-page.js (its real rendering is tested in apps/web and
 * by the browser journeys): it asks for two of Home's calls and writes what it got into the page.
 */
const RENDERER = `
export const homePageCalls = [
  { name: 'feed', url: '/api/v1/browse/home' },
  { name: 'stations', url: '/api/v1/browse/radio' },
];
globalThis.homeRendererLoads = (globalThis.homeRendererLoads ?? 0) + 1;
export function renderHomePage({ indexHtml, bodies, now, timeZone }) {
  if (timeZone === 'Render/Fails') throw new Error('the renderer broke');
  globalThis.homeRenders = (globalThis.homeRenders ?? 0) + 1;
  return indexHtml.replace('<div id="root"></div>', () => '<div id="prerendered" data-page="home">' + JSON.stringify({ bodies, zone: timeZone ?? null, at: now.toISOString() }) + '</div><div id="root"></div>');
}
`;
const INDEX = '<!doctype html><title>Tangerine</title><div id="root"></div>';

let t: TestApp;
let webRoot: string;
let session: { deviceId: string; headers: Record<string, string> };

const cookieFor = (deviceId: string, accessToken: string, timeZone?: string) =>
  `${PAGE_SESSION_COOKIE}=${encodePageSession({ deviceId, accessToken, ...(timeZone ? { timeZone } : {}) })}`;
const tokenOf = (headers: Record<string, string>) => (headers['authorization'] ?? '').replace('Bearer ', '');

beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-home-page-'));
  webRoot = path.join(web, 'dist');
  fs.mkdirSync(webRoot);
  fs.mkdirSync(path.join(web, 'dist-prerender'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  fs.writeFileSync(path.join(web, 'dist-prerender', 'home-page.js'), RENDERER);
  t = await buildTestApp({ webDist: webRoot });
  await seedCatalogue(t.app.db, t.dataDir);
  const device = await t.activateDevice();
  session = { deviceId: device.deviceId, headers: device.headers };
});

afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(webRoot), { recursive: true, force: true });
});

/** What the stand-in renderer counts: its loads and its renders. */
const counted = globalThis as { homeRendererLoads?: number; homeRenders?: number };

describe('Home rendered into the page for a signed-in listener', () => {
  it('loads the renderer and renders once as the server starts, before any listener asks', async () => {
    await vi.waitFor(() => expect([counted.homeRendererLoads, counted.homeRenders]).toEqual([1, 1]), { timeout: 15_000 });
  });

  it('renders and compresses a page once for the same answers, time zone and quarter hour', async () => {
    const cookie = cookieFor(session.deviceId, tokenOf(session.headers), 'Europe/Paris');
    const before = counted.homeRenders ?? 0;
    const first = await t.app.inject({ url: '/', headers: { cookie, 'accept-encoding': 'br' } });
    const again = await t.app.inject({ url: '/', headers: { cookie, 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((counted.homeRenders ?? 0) - before).toBe(1);
    // Another time zone may greet otherwise: its own page.
    await t.app.inject({ url: '/', headers: { cookie: cookieFor(session.deviceId, tokenOf(session.headers), 'America/Lima') } });
    expect((counted.homeRenders ?? 0) - before).toBe(2);
  });

  it("answers / with the renderer's page, from the API's own answers for that device, never cached", async () => {
    const cookie = cookieFor(session.deviceId, tokenOf(session.headers), 'Asia/Tokyo');
    const page = await t.app.inject({ url: '/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(String(page.headers['vary'])).toContain('cookie');
    const rendered = JSON.parse(/data-page="home">(.*)<\/div><div id="root">/.exec(page.body)?.[1] ?? 'null');
    const feed = await t.app.inject({ url: '/api/v1/browse/home', headers: session.headers });
    const stations = await t.app.inject({ url: '/api/v1/browse/radio', headers: session.headers });
    expect(rendered.bodies).toEqual({ feed: feed.json(), stations: stations.json() });
    expect(rendered.zone).toBe('Asia/Tokyo');
  });

  it('compresses it when the browser accepts it, and answers HEAD without a body', async () => {
    const cookie = cookieFor(session.deviceId, tokenOf(session.headers));
    const page = await t.app.inject({ url: '/', headers: { cookie, 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('data-page="home"');
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    ['no cookie', () => ({})],
    ['a token that is not valid', () => ({ cookie: cookieFor(session.deviceId, 'not-a-token') })],
    ["another device's id", () => ({ cookie: cookieFor('web-0-intruder', tokenOf(session.headers)) })],
    ['a cookie that is not ours', () => ({ cookie: `${PAGE_SESSION_COOKIE}=%7Bbroken` })],
    ['a renderer that throws', () => ({ cookie: cookieFor(session.deviceId, tokenOf(session.headers), 'Render/Fails') })],
  ])('sends the plain app page for %s', async (_case, headers) => {
    const page = await t.app.inject({ url: '/', headers: headers() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('renders only at /: other client routes get the plain page even with the cookie', async () => {
    const page = await t.app.inject({ url: '/album/1', headers: { cookie: cookieFor(session.deviceId, tokenOf(session.headers)) } });
    expect(page.body).toBe(INDEX);
  });
});
