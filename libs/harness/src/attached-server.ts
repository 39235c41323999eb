import fs from 'node:fs';
import { adminCli, issueCodeWith, type RunningServer, type ServerAddress } from './tangerine-server.js';

/**
 * A server another process started and stops (a Vitest global setup's, handed over by `inject`):
 * the same calls as `startServer`'s answer; `stop` leaves it running, `log` reads its log file.
 * With the admin key known, `issueCode` is the console's call (`POST /api/v1/admin/codes`, the same
 * rules as the CLI's `codes issue`) instead of a CLI process per code.
 */
export function attachServer(address: ServerAddress): RunningServer {
  const env: NodeJS.ProcessEnv = { ...process.env, TANGERINE_DATA_DIR: address.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env['DATABASE_URL'];
  if (address.databaseUrl) env['DATABASE_URL'] = address.databaseUrl;
  const admin = adminCli(env);
  const { adminKey } = address;
  return {
    baseUrl: address.baseUrl,
    port: address.port,
    dataDir: address.dataDir,
    pid: undefined,
    log: () => (fs.existsSync(address.logFile) ? fs.readFileSync(address.logFile, 'utf8') : ''),
    address,
    admin,
    issueCode: (args) => (adminKey ? issueThroughConsole(address.baseUrl, adminKey, args) : issueCodeWith(admin, args)),
    stop: async () => undefined,
  };
}

const ISSUE_OPTIONS = { days: Number, expires: String, devices: Number, count: Number, note: String } as const;

/** `codes issue` arguments (`--days 30 --devices 3`) as the console's request body. */
export function issueBody(args: string[]): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = (args[i] ?? '').replace(/^--/, '');
    const value = args[i + 1];
    if (!(name in ISSUE_OPTIONS) || value === undefined) throw new Error(`codes issue: unexpected argument "${args[i]}"`);
    body[name] = ISSUE_OPTIONS[name as keyof typeof ISSUE_OPTIONS](value);
  }
  return body;
}

async function issueThroughConsole(baseUrl: string, adminKey: string, args = ['--days', '30']): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/admin/codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
    body: JSON.stringify(issueBody(args)),
  });
  if (response.status !== 201) throw new Error(`POST /api/v1/admin/codes answered ${response.status}: ${await response.text()}`);
  const { codes } = (await response.json()) as { codes: Array<{ code: string }> };
  const code = codes.at(-1)?.code;
  if (!code) throw new Error('POST /api/v1/admin/codes answered no code');
  return code;
}
