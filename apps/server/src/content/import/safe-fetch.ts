/**
 * Fetching a URL an administrator typed (a podcast feed, its artwork) without letting it reach the
 * server's own network: every address a host resolves to must be public unicast (address-class.ts,
 * ipaddr.js), cloud metadata names are refused, unless explicitly allowed, every redirect is checked again (at most 3), the connection
 * goes to the address that was checked (no DNS rebinding), with a timeout and a size cap.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { blockedAddressReason, parseAddress } from './address-class.js';

export { blockedAddressReason } from './address-class.js';

export class FetchRefused extends Error {}

export interface SafeFetchOptions {
  /** Allow loopback and private addresses (a feed on the local network). */
  allowPrivate?: boolean;
  /** What a refusal of a private address tells the person to do; the CLI's flag unless the caller says otherwise. */
  privateHint?: string;
  /** Host names exempt from the address check (an explicit allowlist). */
  allowHosts?: readonly string[];
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /** Accept header. */
  accept?: string;
  /** Name resolution (tests point names at loopback with it); the system resolver by default. */
  lookup?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export interface FetchedResource {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

export interface CheckedUrl {
  url: URL;
  /** The address to connect to: the one that was checked. */
  address: string;
  family: number;
}

/**
 * Checks a URL's scheme and every address its host resolves to; answers the address to connect to.
 * Reusable by any feature that stores or fetches a URL given from outside (feeds, artwork, enclosures,
 * radio streams): it throws FetchRefused with a reason a person can act on.
 */
export async function checkUrl(raw: string, options: SafeFetchOptions = {}): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused(`Not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`Only http and https URLs can be fetched (got ${url.protocol.replace(':', '')})`);
  if (url.username || url.password) throw new FetchRefused('URLs with credentials are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  const exempt = options.allowPrivate || (options.allowHosts ?? []).some((h) => h.toLowerCase() === host);
  if (!exempt && METADATA_HOSTS.has(host)) throw new FetchRefused(`Refused ${url.host}: a cloud metadata host`);
  const literal = parseAddress(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: literal.toString(), family: literal.kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      addresses = await (options.lookup ?? defaultLookup)(host);
    } catch (error) {
      throw new FetchRefused(`Cannot resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  if (addresses.length === 0) throw new FetchRefused(`Cannot resolve ${host}`);
  if (!exempt) {
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason) throw new FetchRefused(`Refused ${url.host}: it resolves to ${address} (${reason}). ${options.privateHint ?? 'Use --allow-private to fetch from your own network.'}`);
    }
  }
  const chosen = addresses[0] as { address: string; family: number };
  return { url, address: chosen.address, family: chosen.family };
}

function defaultLookup(host: string): Promise<{ address: string; family: number }[]> {
  return dnsLookup(host, { all: true, verbatim: true });
}

export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<FetchedResource> {
  const fetched = await follow(raw, options, false);
  if (fetched.status < 200 || fetched.status > 299) throw new FetchRefused(`${fetched.url} answered HTTP ${fetched.status}`);
  return fetched;
}

/**
 * The first `bytes` of the body, through the same checks and pinned connections as safeFetch, then
 * the connection is closed: for a live stream, which never ends. Any final status is answered.
 */
export function safeFetchFirstBytes(raw: string, bytes: number, options: SafeFetchOptions = {}): Promise<FetchedResource> {
  return follow(raw, { ...options, maxBytes: bytes }, true);
}

async function follow(raw: string, options: SafeFetchOptions, partial: boolean): Promise<FetchedResource> {
  const maxRedirects = options.maxRedirects ?? 3;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let current = raw;
  for (let hop = 0; ; hop++) {
    const checked = await checkUrl(current, options);
    const response = await request(checked.url, checked.address, checked.family, deadline, options, partial);
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= maxRedirects) throw new FetchRefused(`Too many redirects (more than ${maxRedirects})`);
      current = new URL(response.location, checked.url).toString();
      continue;
    }
    return { url: checked.url.toString(), status: response.status, contentType: response.contentType, body: response.body };
  }
}

function request(
  url: URL,
  address: string,
  family: number,
  deadline: number,
  options: SafeFetchOptions,
  /** Stop at maxBytes and answer what was read, instead of refusing a larger body. */
  partial: boolean,
): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  // Connect to the address that was checked, whatever the resolver would answer now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new FetchRefused(`Timed out fetching ${url.toString()}`));
      return;
    }
    const req = client.request(url, { method: 'GET', lookup: pinned, headers: { 'user-agent': 'Tangerine-admin/1.0', accept: options.accept ?? '*/*' } }, (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.resume();
        resolve({ status, location, contentType: '', body: Buffer.alloc(0) });
        return;
      }
      const contentType = String(res.headers['content-type'] ?? '');
      const declared = Number(res.headers['content-length'] ?? 0);
      if (!partial && declared > maxBytes) {
        req.destroy();
        reject(new FetchRefused(`${url.toString()} is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (partial && size >= maxBytes) {
          chunks.push(chunk);
          req.destroy();
          resolve({ status, contentType, body: Buffer.concat(chunks).subarray(0, maxBytes) });
          return;
        }
        if (size > maxBytes) {
          req.destroy();
          reject(new FetchRefused(`${url.toString()} is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(new FetchRefused(`Timed out fetching ${url.toString()}`)), remaining);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused(`Cannot fetch ${url.toString()}: ${error.message}`)));
    req.end();
  });
}
