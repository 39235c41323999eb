import crypto from 'node:crypto';

export type SignedResource = 'audio' | 'radio';

/** Signed URLs share a 10-minute expiry grid, so one file keeps one URL (and browser cache) for a while. */
const GRID_SECONDS = 600;

function signature(secret: Buffer, resource: SignedResource, id: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${resource}:${id}:${expires}`).digest('base64url');
}

export function mediaPath(resource: SignedResource, id: string): string {
  return resource === 'audio' ? `/api/v1/media/audio/${encodeURIComponent(id)}` : `/api/v1/radio/${encodeURIComponent(id)}/stream`;
}

export interface UrlSigner {
  sign(resource: SignedResource, id: string | number): string;
}

export function createUrlSigner(secret: Buffer, ttlSeconds: number, now: () => number = Date.now): UrlSigner {
  return {
    sign(resource, rawId) {
      const id = String(rawId);
      const expires = Math.ceil((now() / 1000 + ttlSeconds) / GRID_SECONDS) * GRID_SECONDS;
      return `${mediaPath(resource, id)}?expires=${expires}&signature=${signature(secret, resource, id, expires)}`;
    },
  };
}

export type SignatureVerdict = 'valid' | 'expired' | 'invalid';

export function verifySignature(secret: Buffer, resource: SignedResource, id: string, expires: number, given: string, now: number = Date.now()): SignatureVerdict {
  const expected = Buffer.from(signature(secret, resource, id, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}
