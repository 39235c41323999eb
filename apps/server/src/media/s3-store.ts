import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StoreConfig } from '../config.js';
import { resolveMediaPath } from './local-store.js';
import type { MediaStore } from './store.js';

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** A valid key is a relative path without `..` segments, as registered in media_files. */
const validKey = (key: string) => key.length > 0 && !key.startsWith('/') && !key.includes('\\') && !key.split('/').includes('..');

/**
 * Media in an S3-compatible bucket (`MEDIA_STORE=s3`), through the AWS SDK. Reads ask the bucket
 * for the requested byte range only; `localCopy` keeps a copy under `<data dir>/cache/` for the
 * radio broadcaster, which reads whole files by path.
 */
export function createS3MediaStore(config: S3StoreConfig, dataDir: string): MediaStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  const objectKey = (key: string) => `${config.prefix}${key}`;
  const cacheRoot = path.join(dataDir, 'cache');

  const store: MediaStore = {
    kind: 's3',
    async stat(key) {
      if (!validKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      if (!validKey(key)) throw new Error(`Not a valid media key: ${key}`);
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      if (!(object.Body instanceof Readable)) throw new Error('The S3 client returned no readable body');
      return object.Body;
    },
    async write(key, body, mime) {
      if (!validKey(key)) throw new Error(`Not a valid media key: ${key}`);
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: body, ContentType: mime }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
    async localCopy(key) {
      const target = resolveMediaPath(cacheRoot, key);
      const object = target ? await store.stat(key) : null;
      if (!target || !object) return null;
      const cached = await fs.promises.stat(target).catch(() => null);
      if (cached?.size === object.size) return target;
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.partial`;
      await pipeline(await store.read(key), fs.createWriteStream(partial));
      await fs.promises.rename(partial, target);
      return target;
    },
    async close() {
      client.destroy();
    },
  };
  return store;
}
