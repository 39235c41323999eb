/** Admin commands for app passwords (Subsonic apps): create for a code, list a code's, revoke by username. */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { codeIdOf, createAppPassword, listAppPasswords, MAX_APP_NAME, revokeAppPassword } from '../auth/app-passwords.js';
import type { ServerConfig } from '../config.js';
import { loadSigningSecret } from '../db/data-dir.js';
import type { Database, DialectName } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { table, UsageError, type Output } from './cli-support.js';
import { cliActor } from './console-commands.js';

interface AppCommand {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], context: { db: Kysely<Database>; dialect: DialectName; config: ServerConfig; output: Output }): Promise<void>;
}

function parse(args: string[], options: { name?: { type: 'string' } } = {}) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
}

/** The code's problems (unknown, revoked, expired, full) as the CLI's usage errors. */
async function orUsageError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(error.message);
    throw error;
  }
}

function one(positionals: string[], what: string, usage: string): string {
  if (positionals.length !== 1) throw new UsageError(`Give exactly one ${what}: ${usage}`);
  return positionals[0] as string;
}

const help = (command: AppCommand, output: Output) => output.out(`Usage: npm run admin -- ${command.usage}\n\n${command.summary}`);

export const appCommands: AppCommand[] = [
  {
    name: 'apps create',
    summary: `Creates an app password for a Subsonic app on a code (it takes one of the code's device slots) and prints the username and the password on the last two lines. The password is also the app's API key (apiKey).\n  --name NAME   the app, as the listener will recognise it (at most ${MAX_APP_NAME} characters)`,
    usage: 'apps create CODE --name NAME',
    async run(args, { db, dialect, config, output }) {
      const { values, positionals } = parse(args, { name: { type: 'string' } });
      if (values.help) return help(this, output);
      const code = one(positionals, 'code', this.usage);
      const name = typeof values.name === 'string' ? values.name : '';
      if (!name.trim()) throw new UsageError('Give the app a name with --name');
      const codeId = await orUsageError(codeIdOf(db, code));
      const created = await orUsageError(createAppPassword(db, dialect, loadSigningSecret(config.dataDir), { codeId, name, actor: cliActor() }));
      output.out(`App password for "${created.name}". In the app: server URL of this server, then`);
      output.out(created.username);
      output.out(created.password);
    },
  },
  {
    name: 'apps list',
    summary: "Lists a code's app passwords (username, name, created, last seen); passwords are never shown again.",
    usage: 'apps list CODE',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args);
      if (values.help) return help(this, output);
      const codeId = await orUsageError(codeIdOf(db, one(positionals, 'code', this.usage)));
      const apps = await listAppPasswords(db, codeId);
      if (!apps.length) return output.out('No app passwords on this code.');
      output.out(table(['USERNAME', 'NAME', 'CREATED', 'LAST SEEN'], apps.map((a) => [a.username, a.name, a.createdAt.slice(0, 16).replace('T', ' '), a.lastSeenAt.slice(0, 16).replace('T', ' ')])));
    },
  },
  {
    name: 'apps revoke',
    summary: 'Revokes an app password by its username; the app is refused on its next call and the device slot is free.',
    usage: 'apps revoke USERNAME',
    async run(args, { db, output }) {
      const { values, positionals } = parse(args);
      if (values.help) return help(this, output);
      const username = one(positionals, 'username', this.usage);
      if (!(await revokeAppPassword(db, username, undefined, cliActor()))) throw new UsageError(`No app password "${username}"`);
      output.out(`Revoked ${username}`);
    },
  },
];
