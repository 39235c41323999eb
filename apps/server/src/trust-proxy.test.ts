import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from './app.js';
import { ConfigError } from './config.js';
import { parseTrustProxy } from './trust-proxy.js';

/** The address a request from `remoteAddress` carrying `forwarded` counts as, under TRUST_PROXY=`trust`. */
async function addressSeen(trust: string | undefined, remoteAddress: string, forwarded: string): Promise<string> {
  const app = Fastify(serverOptions(false, { TRUST_PROXY: trust }));
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const answer = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwarded } });
  await app.close();
  return answer.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY', () => {
  it('reads a number of proxies or their addresses, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(typeof parseTrustProxy('1')).toBe('function');
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,::1')).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/40', '99']) expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
  });

  it('believes nobody’s X-Forwarded-For when unset', async () => {
    expect(await addressSeen(undefined, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('with one proxy, takes the address that proxy added, not one the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.9"; a proxy that appends made it "203.0.113.9, 198.51.100.7".
    expect(await addressSeen('1', '10.0.0.2', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with addresses, believes only connections from them', async () => {
    expect(await addressSeen('10.0.0.2', '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // A client reaching the process directly cannot name another address.
    expect(await addressSeen('10.0.0.2', '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await addressSeen('10.0.0.0/8', '10.4.5.6', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
  });
});
