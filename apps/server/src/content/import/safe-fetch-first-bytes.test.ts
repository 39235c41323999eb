/**
 * safeFetchFirstBytes: the radio probe's read of a live stream, which never ends. It answers the
 * first bytes and closes the connection, and every hop still passes the SSRF guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackListener } from '../test-support/fixtures.js';
import { FetchRefused, safeFetch, safeFetchFirstBytes, type SafeFetchOptions } from './safe-fetch.js';

let listener: { port: number; close: () => Promise<void> };
const hits: string[] = [];
/** Requests of /live whose connection the client has closed. */
let liveClosed = 0;

const lookup: SafeFetchOptions['lookup'] = async (host) => {
  if (host === 'radio.example.test' || host === 'internal.example.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};
/** The radio host is trusted by name, as an administrator would add it; the other name is not. */
const trusted: SafeFetchOptions = { lookup, allowHosts: ['radio.example.test'], timeoutMs: 5_000 };

beforeAll(async () => {
  listener = await loopbackListener((request, response) => {
    const path = request.url ?? '';
    hits.push(path);
    if (path === '/live') {
      // A live stream: a kilobyte every 10 ms for as long as the client listens.
      response.writeHead(200, { 'content-type': 'audio/mpeg; charset=binary' });
      const tick = setInterval(() => response.write(Buffer.alloc(1024, 0xff)), 10);
      response.on('close', () => {
        clearInterval(tick);
        liveClosed++;
      });
      return;
    }
    if (path === '/short') return void response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.alloc(100, 1));
    if (path === '/to-internal') return void response.writeHead(302, { location: `http://internal.example.test:${listener.port}/secret` }).end();
    if (path === '/to-live') return void response.writeHead(302, { location: '/live' }).end();
    response.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>');
  });
});
afterAll(async () => {
  await listener?.close();
});

const url = (path: string) => `http://radio.example.test:${listener.port}${path}`;

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('safeFetchFirstBytes', () => {
  it('answers the first bytes of a stream that never ends and closes the connection, where safeFetch cannot finish', async () => {
    const closedBefore = liveClosed;
    const first = await safeFetchFirstBytes(url('/live'), 4096, trusted);
    expect([first.status, first.contentType, first.body.length, first.url]).toEqual([200, 'audio/mpeg; charset=binary', 4096, url('/live')]);
    await until(() => liveClosed > closedBefore);
    await expect(safeFetch(url('/live'), { ...trusted, timeoutMs: 300 })).rejects.toThrow(FetchRefused);
  });

  it('follows a redirect, answers a short body whole and a failing status as it is', async () => {
    const followed = await safeFetchFirstBytes(url('/to-live'), 1024, trusted);
    expect([followed.url, followed.body.length]).toEqual([url('/live'), 1024]);
    expect((await safeFetchFirstBytes(url('/short'), 4096, trusted)).body.length).toBe(100);
    const missing = await safeFetchFirstBytes(url('/missing'), 4096, trusted);
    expect([missing.status, missing.contentType, missing.body.toString()]).toEqual([404, 'text/html', '<p>gone</p>']);
  });

  it('checks every hop: a redirect to a name on loopback is refused and never requested', async () => {
    await expect(safeFetchFirstBytes(url('/to-internal'), 4096, trusted)).rejects.toThrow(/^Refused internal\.example\.test:\d+: it resolves to 127\.0\.0\.1 \(loopback\)\. Use --allow-private/);
    await expect(safeFetchFirstBytes(`http://127.0.0.1:${listener.port}/live`, 4096, { ...trusted, privateHint: 'Tick the box.' })).rejects.toThrow(/\(loopback\)\. Tick the box\.$/);
    expect(hits).not.toContain('/secret');
  });
});
