import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/health and /ready on the local store', () => {
  it('answers ready while the database and the data directory answer, uncached', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([200, { status: 'ready', database: 'ok', store: 'ok' }, 'no-store']);
  });

  it('is not ready when the media directory cannot be written', async () => {
    const media = path.join(t.dataDir, 'media');
    fs.rmSync(media, { recursive: true, force: true });
    fs.writeFileSync(media, 'not a directory');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect([ready.statusCode, ready.json().store]).toEqual([503, 'unavailable']);
    } finally {
      fs.rmSync(media);
      fs.mkdirSync(media);
    }
  });

  it('stays live but stops being ready once the process drains', async () => {
    t.app.markDraining();
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'draining', database: 'unchecked', store: 'unchecked' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('MEDIA_STORE configuration', () => {
  it('defaults to the data directory and reads the bucket settings for s3', () => {
    expect(loadConfig({}, '/srv').mediaStore).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: 'prod' }, '/srv').mediaStore).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'prod/',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });

  it('refuses an unknown store, a missing bucket, a bad endpoint and half a credential', () => {
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
  });
});
