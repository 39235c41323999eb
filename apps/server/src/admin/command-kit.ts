/** What every admin command is made of: its shape, strict argument parsing, help and tables. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { Database, DialectName } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { UsageError, type Output } from './cli-support.js';

type Options = NonNullable<ParseArgsConfig['options']>;

type WithHelp<O extends Options> = O & { help: { type: 'boolean'; short: 'h' } };

/** parseArgs, strict, with its errors turned into usage errors that name the option. */
export function parse<O extends Options>(args: string[], options: O, allowPositionals = true): ReturnType<typeof parseArgs<{ args: string[]; options: WithHelp<O>; allowPositionals: boolean; strict: true }>> {
  try {
    return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } } as WithHelp<O>, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
}

export interface Context {
  db: Kysely<Database>;
  dialect: DialectName;
  config: ServerConfig;
  output: Output;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  ownDatabase?: false;
  run(args: string[], context: Context): Promise<void>;
}

/** A command that opens the database itself (backup, restore): the CLI neither opens nor migrates it first. */
export interface OwnDatabaseCommand {
  name: string;
  summary: string;
  usage: string;
  ownDatabase: true;
  run(args: string[], context: Pick<Context, 'config' | 'output'>): Promise<void>;
}

export const help = (command: Pick<Command, 'usage' | 'summary'>, output: Output) => output.out(`Usage: npm run admin -- ${command.usage}\n\n${command.summary}`);

/** The configured media store for one command, closed afterwards (its module loads only then: S3 client). */
export async function withMediaStore<T>(config: ServerConfig, use: (store: MediaStore) => Promise<T>): Promise<T> {
  const { createMediaStore } = await import('../media/create-store.js');
  const store = await createMediaStore(config);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

export { table } from './cli-support.js';
