import fp from 'fastify-plugin';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import app, { serverOptions } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { issueCodes } from '../auth/code-service.js';
import { contractOperations } from '../contract-document.js';
import { contractErrors, operationOfRoute } from './contract-validator.js';
import { SQLITE_FILE } from '../db/database.js';

/** The PostgreSQL cluster of the global setup, when this run covers PostgreSQL. */
export function postgresAdminUrl(): string | undefined {
  return inject('postgresUrl') || undefined;
}

/** The run's migrated SQLite file (sqlite-template-global-setup.ts), if the run has one. */
function sqliteTemplate(): string | undefined {
  return inject('sqliteTemplate') || undefined;
}

/**
 * Gives a data directory without a database a copy of the run's migrated SQLite file, so the app's
 * start finds every migration applied (migrated-templates.ts). Without a template the app migrates.
 */
export function copyMigratedSqlite(dataDir: string): void {
  const template = sqliteTemplate();
  const file = path.join(dataDir, SQLITE_FILE);
  if (!template || fs.existsSync(file)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(template, file);
}

/**
 * A new database in the cluster of `adminUrl`: a copy of the run's migrated template when `migrated`
 * (and the run made one), else empty.
 */
export async function createPostgresDatabase(adminUrl: string, options: { migrated: boolean }): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const template = options.migrated ? inject('postgresTemplate') : undefined;
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  dataDir: string;
  close(): Promise<void>;
  /** Answers so far that the contract does not describe (close() throws when there are any). */
  drift: string[];
  /** inject() that also checks the answer against the contract for `operationId`. */
  call(operationId: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Issues a code and activates a device; answers the headers an activated web app sends. */
  activateDevice(options?: { code?: string; deviceId?: string }): Promise<{ code: string; deviceId: string; deviceRowId: number; headers: Record<string, string> }>;
}

export async function buildTestApp(overrides: Partial<ServerConfig> = {}, beforeRegister?: (instance: FastifyInstance) => void): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-test-'));
  const adminUrl = postgresAdminUrl();
  // A test that names its own database or data directory (a restart, another cluster) gets no new one.
  const database = adminUrl && overrides.databaseUrl === undefined ? await createPostgresDatabase(adminUrl, { migrated: true }) : undefined;
  if (!adminUrl && overrides.dataDir === undefined && overrides.databaseUrl === undefined) copyMigratedSqlite(dataDir);
  const config: ServerConfig = { ...loadConfig({}, dataDir), dataDir, databaseUrl: database?.url, webDist: path.join(dataDir, 'no-web-app'), ...overrides };
  const instance = Fastify(serverOptions());
  // Every answer of the suite is checked against the contract; close() fails the file on a drift.
  const drift: string[] = [];
  instance.addHook('onSend', async (request, reply, payload) => {
    const operationId = operationOfRoute(request.method, request.routeOptions.url);
    if (operationId && request.method !== 'HEAD' && (typeof payload === 'string' || payload === null || payload === undefined)) {
      const errors = contractErrors(operationId, reply.statusCode, payload ?? '', reply.getHeader('content-type') as string | undefined);
      for (const error of errors) drift.push(`${request.method} ${request.url}: ${error}`);
    }
    return payload;
  });
  beforeRegister?.(instance);
  await instance.register(fp(app), { config });
  await instance.ready();

  const testApp: TestApp = {
    app: instance,
    config,
    dataDir,
    drift,
    async close() {
      if (drift.length) {
        await instance.close().catch(() => undefined);
        await database?.drop().catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`Answers that the contract does not describe:\n${[...new Set(drift)].slice(0, 40).join('\n')}`);
      }
      try {
        await instance.close();
      } finally {
        try {
          await database?.drop();
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }
    },
    async call(operationId, options) {
      const response = await instance.inject(options);
      const errors = contractErrors(operationId, response.statusCode, response.body, response.headers['content-type'] as string | undefined);
      expect(errors, `${options.method ?? 'GET'} ${String(options.url)} → ${response.statusCode} ${response.body.slice(0, 300)}`).toEqual([]);
      if (response.statusCode >= 400) expect(typeof response.json<{ message?: unknown }>().message).toBe('string');
      return response;
    },
    async activateDevice(options = {}) {
      const code = options.code ?? (await issueCodes(instance.db, { days: 30 }))[0]?.code;
      const deviceId = options.deviceId ?? `web-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`;
      const response = await testApp.call('activate', { method: 'POST', url: '/api/v1/auth/activate', payload: { code, device_id: deviceId, device_info: 'vitest', app_platform: 'web', app_version: '1.0.0' } });
      expect(response.statusCode, response.body).toBe(200);
      const token = response.json<{ access_token: string }>().access_token;
      const { id: deviceRowId } = await instance.db.selectFrom('devices').select('id').where('device_id', '=', deviceId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { code: code as string, deviceId, deviceRowId, headers: { authorization: `Bearer ${token}`, 'x-device-id': deviceId } };
    },
  };
  return testApp;
}

export { contractOperations };
