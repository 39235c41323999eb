/**
 * The admin command line: `npm run admin -- <command> [options]`. Opens the same data directory and
 * database as the server (TANGERINE_DATA_DIR, DATABASE_URL), applies migrations, runs one command.
 * Exit codes: 0 done, 1 failed, 2 bad usage.
 */
import { loadConfig, type ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { consoleOutput, UsageError, type Output } from './cli-support.js';
import { commands, type Command } from './commands.js';
import type { OwnDatabaseCommand } from './command-kit.js';

function overview(): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return ['Usage: npm run admin -- <command> [options]', '', 'Commands:', ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary.split('\n')[0]?.split(/(?<=\.) /)[0]}`), '', 'Every command takes --help. The data directory is TANGERINE_DATA_DIR (default ./data); DATABASE_URL selects PostgreSQL.'].join('\n');
}

function findCommand(args: string[]): { command: Command | OwnDatabaseCommand; rest: string[] } | null {
  for (const command of [...commands].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)) {
    const words = command.name.split(' ');
    if (words.every((word, i) => args[i] === word)) return { command, rest: args.slice(words.length) };
  }
  return null;
}

/** A feed or stream the safe fetch refused, or a feed that is no podcast: the message says it all. */
async function isFeedRefusal(error: unknown): Promise<boolean> {
  const [{ FeedError }, { FetchRefused }] = await Promise.all([import('../content/import/podcast-feed.js'), import('../content/import/safe-fetch.js')]);
  return error instanceof FetchRefused || error instanceof FeedError;
}

export async function runCli(args: string[], output: Output = consoleOutput, config?: ServerConfig): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h' || args[0] === 'help') {
    output.out(overview());
    return args.length === 0 ? 2 : 0;
  }
  const found = findCommand(args);
  if (!found) {
    const group = commands.filter((c) => c.name.startsWith(`${args[0]} `));
    output.err(group.length ? `Unknown ${args[0]} command "${args[1] ?? ''}". Try: ${group.map((c) => c.name).join(', ')}` : `Unknown command "${args.join(' ')}". Run: npm run admin -- --help`);
    return 2;
  }
  const { command, rest } = found;
  if (rest.includes('--help') || rest.includes('-h')) {
    await command.run(['--help'], { db: undefined as never, dialect: undefined as never, config: undefined as never, output });
    return 0;
  }
  // The database loads only for a command that runs: the overview, --help and unknown commands start quickly.
  const { closeDatabase, openDatabase } = await import('../db/database.js');
  let handle: DatabaseHandle | undefined;
  try {
    const resolved = config ?? loadConfig();
    if (command.ownDatabase) {
      await command.run(rest, { config: resolved, output });
      return 0;
    }
    const { prepareDataDir } = await import('../db/data-dir.js');
    const { migrateToLatest } = await import('../db/migrator.js');
    prepareDataDir(resolved.dataDir);
    handle = openDatabase(resolved);
    await migrateToLatest(handle.db, handle.dialect);
    await command.run(rest, { db: handle.db, dialect: handle.dialect, config: resolved, output });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`Error: ${error.message}\nUsage: npm run admin -- ${command.usage}`);
      return 2;
    }
    if (await isFeedRefusal(error)) {
      output.err(`Error: ${(error as Error).message}`);
      return 1;
    }
    output.err(`Error: ${(error as Error).message ?? String(error)}`);
    return 1;
  } finally {
    if (handle) await closeDatabase(handle);
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('Error:', error);
      process.exitCode = 1;
    },
  );
}
