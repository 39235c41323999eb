import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StoreConfig } from '../config.js';

export interface TestS3Server {
  config: S3StoreConfig;
  /** The same bucket through a client of the test's own, to look behind the server's back. */
  client: S3Client;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, files in a temp dir; one bucket made. */
export async function startS3Server(bucket = 'tangerine-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = (await server.run()) as { port: number };
  const config: S3StoreConfig = { kind: 's3', bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, prefix: '', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint: config.endpoint, region: config.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  let stopped = false;
  return {
    config,
    client,
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      try {
        await server.close();
      } finally {
        fs.rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
