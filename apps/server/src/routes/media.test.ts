import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { createUrlSigner } from '../media/signing.js';
import { revokeCode } from '../auth/code-service.js';

let t: TestApp;
let seed: SeededCatalogue;
let streamUrl: string;
let account: { code: string; deviceRowId: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  account = await t.activateDevice();
  streamUrl = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: account.headers })).json().stream_url;
});
afterAll(async () => {
  await t.close();
});

const audio = (url: string, headers: Record<string, string> = {}) => t.call('streamAudio', { method: 'GET', url, headers });

describe('audio', () => {
  it('serves the whole file with Accept-Ranges, Content-Length and Content-Type', async () => {
    const response = await audio(streamUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(seed.audioBytes.length);
    expect(response.rawPayload.equals(seed.audioBytes)).toBe(true);
  });

  it('serves ranges with 206 and Content-Range, 416 when unsatisfiable, and honours If-Range', async () => {
    const partial = await audio(streamUrl, { range: 'bytes=100-199' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${seed.audioBytes.length}`);
    expect(partial.headers['content-length']).toBe('100');
    expect(partial.rawPayload.equals(seed.audioBytes.subarray(100, 200))).toBe(true);
    const tail = await audio(streamUrl, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(seed.audioBytes.subarray(-10))).toBe(true);
    const beyond = await audio(streamUrl, { range: `bytes=${seed.audioBytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${seed.audioBytes.length}`);
    const etag = partial.headers['etag'] as string;
    expect((await audio(streamUrl, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await audio(streamUrl, { range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
  });

  it('refuses tampered, foreign and expired signatures with 403', async () => {
    const tampered = streamUrl.replace(/signature=./, (m) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await audio(tampered)).statusCode).toBe(403);
    const otherFile = streamUrl.replace(`/audio/${seed.audioFileId}?`, `/audio/${seed.artworkFileId}?`);
    expect((await audio(otherFile)).statusCode).toBe(403);
    const past = createUrlSigner(t.app.signingSecret, 60, () => Date.now() - 3 * 3600_000).sign('audio', seed.audioFileId, account.deviceRowId);
    const expired = await audio(past);
    expect([expired.statusCode, expired.json().message]).toEqual([403, 'This link has expired']);
    expect((await audio(`/api/v1/media/audio/${seed.audioFileId}`)).statusCode).toBe(400);
  });

  it('serves files by id only: an artwork id is not audio, an unknown id is 404', async () => {
    const signer = createUrlSigner(t.app.signingSecret, 600);
    expect((await audio(signer.sign('audio', seed.artworkFileId, account.deviceRowId))).statusCode).toBe(404);
    expect((await audio(signer.sign('audio', 987654, account.deviceRowId))).statusCode).toBe(404);
    expect((await audio(signer.sign('audio', '..%2f..%2fetc%2fpasswd', account.deviceRowId))).statusCode).toBeLessThan(500);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await t.app.inject({ method: 'HEAD', url: streamUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(seed.audioBytes.length));
    expect([whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual(['audio/mpeg', 'bytes']);
    expect(whole.headers['etag']).toBeTruthy();
    expect(whole.rawPayload.length).toBe(0);
    const partial = await t.app.inject({ method: 'HEAD', url: streamUrl, headers: { range: 'bytes=100-199' } });
    expect([partial.statusCode, partial.headers['content-length'], partial.headers['content-range']]).toEqual([206, '100', `bytes 100-199/${seed.audioBytes.length}`]);
    const artwork = await t.app.inject({ method: 'HEAD', url: `/api/v1/media/artwork/${seed.artworkFileId}` });
    expect([artwork.statusCode, artwork.headers['content-type'], Number(artwork.headers['content-length'])]).toEqual([200, 'image/png', 66]);
  });

  it('binds stream URLs to the device: another device gets other URLs, an unbound URL is refused', async () => {
    const other = await t.activateDevice({ code: account.code });
    const otherUrl = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: other.headers })).json().stream_url as string;
    expect(otherUrl).not.toBe(streamUrl);
    expect((await audio(otherUrl)).statusCode).toBe(200);
    const unbound = createUrlSigner(t.app.signingSecret, 600).sign('audio', seed.audioFileId);
    expect((await t.app.inject({ method: 'GET', url: unbound })).statusCode).toBe(400);
  });

  it('stops already-issued stream URLs of a revoked code at once (403 with a message), and gives it no new ones', async () => {
    expect((await audio(streamUrl)).statusCode).toBe(200);
    await revokeCode(t.app.db, account.code);
    const refused = await audio(streamUrl);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This activation code has been revoked']);
    expect((await audio(streamUrl, { range: 'bytes=0-9' })).statusCode).toBe(403);
    expect((await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: account.headers })).statusCode).toBe(401);
  });

  it('stops the stream URLs of a device that was removed', async () => {
    const fresh = await t.activateDevice();
    const url = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: fresh.headers })).json().stream_url as string;
    expect((await audio(url)).statusCode).toBe(200);
    await t.app.db.deleteFrom('devices').where('id', '=', fresh.deviceRowId).execute();
    const refused = await audio(url);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This device is no longer activated']);
  });
});

describe('artwork', () => {
  it('serves artwork with long-lived caching and 304 for a current ETag', async () => {
    const url = `/api/v1/media/artwork/${seed.artworkFileId}`;
    const response = await t.call('getArtwork', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.call('getArtwork', { method: 'GET', url, headers: { 'if-none-match': response.headers['etag'] as string } });
    expect(again.statusCode).toBe(304);
    expect((await t.call('getArtwork', { method: 'GET', url: `/api/v1/media/artwork/${seed.audioFileId}` })).statusCode).toBe(404);
  });
});

describe('radio stream seam', () => {
  it('answers 404 "Radio stream not available" while no broadcaster is plugged in', async () => {
    const device = await t.activateDevice();
    const url = createUrlSigner(t.app.signingSecret, 600).sign('radio', seed.stationId, device.deviceRowId);
    const response = await t.call('streamRadio', { method: 'GET', url });
    expect([response.statusCode, response.json().message]).toEqual([404, 'Radio stream not available']);
  });
});
