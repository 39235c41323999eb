/**
 * The CLI commands that share their implementation with the admin console (src/admin services,
 * served over HTTP by routes/admin-handlers.ts): codes, devices, activity, audit log, the admin key.
 */
import os from 'node:os';
import { listDevices } from '../auth/code-service.js';
import { activitySummary } from './activity-summary.js';
import { AdminInputError } from './admin-error.js';
import { rotateAdminKey } from './admin-key.js';
import { listAudit, recordAudit } from './audit-log.js';
import { extendCode, issueAdminCodes, revokeDevice, searchCodes } from './codes-admin.js';
import { integer, UsageError, type Output } from './cli-support.js';
import { help, parse, table, type Command } from './command-kit.js';

/** Who acts, for the audit log. */
export const cliActor = (): string => `cli (${(() => {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
})()})`;

/** The services' input errors are usage errors here (exit 2, the message as it is). */
export async function usage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AdminInputError) throw new UsageError(error.message);
    throw error;
  }
}

const id = (value: string | undefined, what: string): number => {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`Give one ${what} id (a number)`);
  return Number(value);
};

function playingText(nowPlaying: Record<string, unknown> | null): string {
  if (!nowPlaying || typeof nowPlaying['title'] !== 'string') return '(nothing)';
  return `${String(nowPlaying['activityType'] ?? 'track')}: ${String(nowPlaying['title'])}${nowPlaying['artist'] ? ` — ${String(nowPlaying['artist'])}` : ''}`;
}

export const consoleCommands: Command[] = [
  {
    name: 'codes issue',
    summary: 'Issues activation codes (plan Premium) and prints them one per line; the last line is a code alone.\n  --days N | --expires YYYY-MM-DD   validity (default 30 days)\n  --devices N                        devices per code (default 3)\n  --count N                          how many codes (default 1)\n  --note TEXT                        who or what the codes are for',
    usage: 'codes issue [--days N | --expires YYYY-MM-DD] [--devices N] [--count N] [--note TEXT]',
    async run(args, { db, output }) {
      const { values } = parse(args, { days: { type: 'string' }, expires: { type: 'string' }, devices: { type: 'string' }, count: { type: 'string' }, note: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      if (values.days !== undefined && values.expires !== undefined) throw new UsageError('Give either --days or --expires, not both');
      if (values.expires !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.expires)) throw new UsageError(`--expires must be a date like 2027-01-31 (got "${values.expires}")`);
      const input = { days: integer(values.days, 'days', 1, 3650), expires: values.expires, devices: integer(values.devices, 'devices', 1, 100), count: integer(values.count, 'count', 1, 10_000), note: values.note };
      const issued = await usage(() => issueAdminCodes(db, cliActor(), input));
      const first = issued[0];
      if (first) output.err(`${issued.length} code${issued.length === 1 ? '' : 's'}: plan ${first.plan}, ${first.deviceLimit} device${first.deviceLimit === 1 ? '' : 's'}, valid until ${first.expiresAt}`);
      for (const code of issued) output.out(code.code);
    },
  },
  {
    name: 'codes list',
    summary: 'Lists the activation codes (first block only: full codes are never stored), their status, expiry, devices and note.\n  --search TEXT   only codes whose first block or note contains TEXT\n  --status S      active, expired or revoked',
    usage: 'codes list [--search TEXT] [--status active|expired|revoked]',
    async run(args, { db, output }) {
      const { values } = parse(args, { search: { type: 'string' }, status: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      if (values.status !== undefined && !['active', 'expired', 'revoked'].includes(values.status)) throw new UsageError(`--status must be active, expired or revoked (got "${values.status}")`);
      const codes = await searchCodes(db, { query: values.search, status: values.status as 'active' | undefined });
      if (!codes.length) return output.out(values.search || values.status ? 'No activation codes match.' : 'No activation codes yet. Issue one with: npm run admin -- codes issue');
      output.out(table(['ID', 'CODE', 'STATUS', 'PLAN', 'EXPIRES', 'DEVICES', 'NOTE'], codes.map((c) => [String(c.id), c.hint, c.status, c.plan, c.expiresAt.slice(0, 16).replace('T', ' '), `${c.devices}/${c.deviceLimit}`, c.note ?? ''])));
    },
  },
  {
    name: 'codes extend',
    summary: 'Moves the expiry of a code (by the id that codes list shows).\n  --days N | --expires YYYY-MM-DD',
    usage: 'codes extend ID (--days N | --expires YYYY-MM-DD)',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, { days: { type: 'string' }, expires: { type: 'string' } });
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one code id: codes extend ID --days N');
      const code = await usage(() => extendCode(db, cliActor(), id(positionals[0], 'code'), { days: integer(values.days, 'days', 1, 3650), expires: values.expires }));
      output.out(`${code.hint} now valid until ${code.expiresAt}`);
    },
  },
  {
    name: 'devices list',
    summary: 'Lists activated devices, when they were last seen and what they play now (from their heartbeat).',
    usage: 'devices list',
    async run(args, { db, output }) {
      const { values } = parse(args, {}, false);
      if (values.help) return help(this, output);
      const devices = await listDevices(db);
      if (!devices.length) return output.out('No activated devices yet.');
      output.out(table(['ID', 'CODE', 'DEVICE', 'PLATFORM', 'LAST SEEN', 'NOW PLAYING'], devices.map((d) => [String(d.id), d.codeHint, d.deviceId, d.platform ?? '', d.lastSeenAt.slice(0, 19).replace('T', ' '), playingText(d.nowPlaying)])));
    },
  },
  {
    name: 'devices revoke',
    summary: 'Signs one device out (by the id that devices list shows); its next call answers 401 and its code has a free slot again.',
    usage: 'devices revoke ID',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args, {});
      if (values.help) return help(this, output);
      if (positionals.length !== 1) throw new UsageError('Give one device id: devices revoke ID');
      await usage(() => revokeDevice(db, cliActor(), id(positionals[0], 'device')));
      output.out(`Revoked device ${positionals[0]}`);
    },
  },
  {
    name: 'activity',
    summary: 'Plays per day, the most played tracks and artists, and the devices active now.\n  --days N   days counted back from today (default 14)',
    usage: 'activity [--days N]',
    async run(args, { db, output }) {
      const { values } = parse(args, { days: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      const summary = await activitySummary(db, integer(values.days, 'days', 1, 90) ?? 14);
      output.out(`Active devices now: ${summary.activeDevices} (${summary.playingDevices} playing)\n`);
      output.out(table(['DAY', 'PLAYS'], summary.playsPerDay.map((d) => [d.day, String(d.plays)])));
      output.out(`\n${table(['PLAYS', 'TRACK'], summary.topTracks.map((t) => [String(t.plays), `${t.title} — ${t.artist}`]))}`);
      output.out(`\n${table(['PLAYS', 'ARTIST'], summary.topArtists.map((a) => [String(a.plays), a.name]))}`);
    },
  },
  {
    name: 'audit list',
    summary: 'The audit log of admin actions (console and CLI), newest first.\n  --limit N   entries (default 50)',
    usage: 'audit list [--limit N]',
    async run(args, { db, output }) {
      const { values } = parse(args, { limit: { type: 'string' } }, false);
      if (values.help) return help(this, output);
      const entries = await listAudit(db, { limit: integer(values.limit, 'limit', 1, 10_000) ?? 50 });
      if (!entries.length) return output.out('No admin actions recorded yet.');
      output.out(table(['WHEN', 'WHO', 'ACTION', 'TARGET', 'DETAIL'], entries.map((e) => [e.at.slice(0, 19).replace('T', ' '), e.actor, e.action, e.target ?? '', e.detail ?? ''])));
    },
  },
  {
    name: 'admin-key rotate',
    summary: 'Makes a new admin key for the console and prints it (only its hash is stored); the old key stops working at once.',
    usage: 'admin-key rotate',
    async run(args, { db, output }) {
      const { values } = parse(args, {}, false);
      if (values.help) return help(this, output);
      const key = await rotateAdminKey(db);
      await recordAudit(db, { actor: cliActor(), action: 'admin-key.rotate' });
      output.out(`Admin key: ${key}`);
    },
  },
];

export type { Output };
