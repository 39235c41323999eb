import crypto from 'node:crypto';

export type SignedResource = 'audio' | 'radio';

/** Signed URLs share a 10-minute expiry grid, so one file keeps one URL (and browser cache) for a while. */
const GRID_SECONDS = 600;
/** Length of the file part of a signature: HMAC-SHA256 in base64url. */
const FILE_SIGNATURE_LENGTH = 43;
/** Length of the device part's MAC: 128 bits in base64url. */
const DEVICE_MAC_LENGTH = 22;

/**
 * Stands for the device part of a signature in answers built for every listener (and cached); the
 * API replaces it with the requesting device's part before an answer leaves the server
 * (`bindMediaUrls`). It is not URL-safe on purpose: an unbound URL can never pass validation. A random
 * part per process keeps a listener's own text (a playlist named "~device~") from ever matching it.
 */
export const DEVICE_PLACEHOLDER = `~device-${crypto.randomBytes(16).toString('hex')}~`;

function fileSignature(secret: Buffer, resource: SignedResource, id: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${resource}:${id}:${expires}`).digest('base64url');
}

function deviceMac(secret: Buffer, deviceRowId: number): string {
  return crypto.createHmac('sha256', secret).update(`device:${deviceRowId}`).digest().subarray(0, 16).toString('base64url');
}

/**
 * The device part of every media signature a device receives: its row id (base 36) and a MAC over
 * it. A media request looks the device up again, so a revoked code or removed device stops its
 * URLs at once, not only when they expire.
 */
export function devicePart(secret: Buffer, deviceRowId: number): string {
  let parts = devicePartsBySecret.get(secret);
  if (!parts) {
    parts = new Map();
    devicePartsBySecret.set(secret, parts);
  }
  let part = parts.get(deviceRowId);
  if (part === undefined) {
    part = `${deviceRowId.toString(36)}${deviceMac(secret, deviceRowId)}`;
    if (parts.size >= DEVICE_PART_CACHE) parts.delete(parts.keys().next().value as number);
    parts.set(deviceRowId, part);
  }
  return part;
}

/** Device parts computed lately, per secret (they never change for a secret and device, so this is never stale). */
const devicePartsBySecret = new WeakMap<Buffer, Map<number, string>>();
const DEVICE_PART_CACHE = 1000;

/** Binds the media URLs inside a serialized answer to the device it is sent to. */
export function bindMediaUrls(payload: string, secret: Buffer, deviceRowId: number): string {
  return payload.includes(DEVICE_PLACEHOLDER) ? payload.replaceAll(DEVICE_PLACEHOLDER, devicePart(secret, deviceRowId)) : payload;
}

export function mediaPath(resource: SignedResource, id: string): string {
  return resource === 'audio' ? `/api/v1/media/audio/${encodeURIComponent(id)}` : `/api/v1/radio/${encodeURIComponent(id)}/stream`;
}

export interface UrlSigner {
  /** A signed URL for the device with row id `deviceRowId`, or, without it, for `bindMediaUrls` to complete. */
  sign(resource: SignedResource, id: string | number, deviceRowId?: number): string;
}

export function createUrlSigner(secret: Buffer, ttlSeconds: number, now: () => number = Date.now): UrlSigner {
  return {
    sign(resource, rawId, deviceRowId) {
      const id = String(rawId);
      const expires = Math.ceil((now() / 1000 + ttlSeconds) / GRID_SECONDS) * GRID_SECONDS;
      const device = deviceRowId === undefined ? DEVICE_PLACEHOLDER : devicePart(secret, deviceRowId);
      return `${mediaPath(resource, id)}?expires=${expires}&signature=${fileSignature(secret, resource, id, expires)}${device}`;
    },
  };
}

export type SignatureVerdict = { verdict: 'valid'; deviceRowId: number } | { verdict: 'expired' | 'invalid' };

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function verifySignature(secret: Buffer, resource: SignedResource, id: string, expires: number, given: string, now: number = Date.now()): SignatureVerdict {
  const devicePartText = given.slice(FILE_SIGNATURE_LENGTH, given.length - DEVICE_MAC_LENGTH);
  if (!/^[0-9a-z]{1,11}$/.test(devicePartText)) return { verdict: 'invalid' };
  const deviceRowId = Number.parseInt(devicePartText, 36);
  if (!Number.isSafeInteger(deviceRowId)) return { verdict: 'invalid' };
  const fileOk = safeEqual(fileSignature(secret, resource, id, expires), given.slice(0, FILE_SIGNATURE_LENGTH));
  const deviceOk = safeEqual(deviceMac(secret, deviceRowId), given.slice(given.length - DEVICE_MAC_LENGTH));
  if (!fileOk || !deviceOk) return { verdict: 'invalid' };
  return expires * 1000 < now ? { verdict: 'expired' } : { verdict: 'valid', deviceRowId };
}
