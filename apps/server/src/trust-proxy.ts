import ipaddr from 'ipaddr.js';
import { ConfigError } from './config.js';

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For` is believed. Unset or `0`: nobody's (the socket's address
 * counts). A number N: the N proxies nearest the server (N hops; each must set or append the header
 * itself; the processes must be reachable only through them). A comma-separated list of addresses or CIDR ranges: only connections from those. Never
 * "any": a client's own header would forge its address for rate limits, lockouts and the audit log.
 */
export function parseTrustProxy(raw: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxies from 0 to 10, or their addresses (got "${raw}")`);
    // Fastify's own number trusts nobody (it cannot check the peer); hop i=0 is the socket's peer.
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const valid = entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
    if (!valid) throw new ConfigError(`TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses or CIDR ranges (got "${entry}")`);
  }
  return entries;
}
