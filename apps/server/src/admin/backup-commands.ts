/** `backup FILE` and `restore FILE`: the database only (media and the signing secret are files: docs/deploy.md). */
import type { ServerConfig } from '../config.js';
import { recordAudit, type AuditRecord } from './audit-log.js';
import { UsageError } from './cli-support.js';
import { cliActor } from './console-commands.js';
import { help, parse, type OwnDatabaseCommand } from './command-kit.js';

function oneFile(args: string[], usage: string): string {
  const { positionals } = parse(args, {});
  if (positionals.length !== 1) throw new UsageError(`Give one file: ${usage}`);
  return positionals[0] as string;
}

/** The backup modules, loaded by these two commands only (not by every CLI start). */
const backupModule = () => import('../db/backup.js');

/** Backup problems are the operator's to fix: shown as plain errors (exit 1), not usage errors. */
async function clearly<T>(work: (backup: Awaited<ReturnType<typeof backupModule>>) => Promise<T>): Promise<T> {
  const backup = await backupModule();
  const { BackupError } = backup;
  try {
    return await work(backup);
  } catch (error) {
    if (error instanceof BackupError) throw new Error(error.message);
    throw error;
  }
}

/** A command that opens no database of its own still leaves its line in the audit log. */
async function audited(config: ServerConfig, entry: Omit<AuditRecord, 'actor'>): Promise<void> {
  const { closeDatabase, openDatabase } = await import('../db/database.js');
  const handle = openDatabase(config);
  try {
    await recordAudit(handle.db, { actor: cliActor(), ...entry });
  } finally {
    await closeDatabase(handle);
  }
}

export const backupCommands: OwnDatabaseCommand[] = [
  {
    name: 'backup',
    ownDatabase: true,
    summary: 'Writes a backup of the database while the server runs: SQLite through its online backup API (a SQLite file), PostgreSQL with pg_dump (custom format). FILE is replaced only once the backup is complete. Media files and the signing secret are not in it.',
    usage: 'backup FILE',
    async run(args, { config, output }) {
      if (parse(args, {}).values.help) return help(this, output);
      const file = oneFile(args, 'backup FILE');
      const { kind, bytes } = await clearly(({ backupDatabase }) => backupDatabase(config, file));
      await audited(config, { action: 'database.backup', target: file, detail: `${bytes} bytes` });
      output.out(`Backed up the ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    },
  },
  {
    name: 'restore',
    ownDatabase: true,
    summary: 'Replaces the database with a backup made by `backup` (stop the servers first). The file is checked before anything changes, and the replacement is one transaction: a bad or truncated file is refused and the database stays as it was. An older backup is migrated afterwards.',
    usage: 'restore FILE',
    async run(args, { config, output }) {
      if (parse(args, {}).values.help) return help(this, output);
      const file = oneFile(args, 'restore FILE');
      await clearly(({ restoreDatabase }) => restoreDatabase(config, file));
      const [{ closeDatabase, openDatabase }, { migrateToLatest }] = await Promise.all([import('../db/database.js'), import('../db/migrator.js')]);
      const handle = openDatabase(config);
      try {
        const applied = await migrateToLatest(handle.db, handle.dialect);
        // Into the restored database: the one that goes on.
        await recordAudit(handle.db, { actor: cliActor(), action: 'database.restore', target: file, detail: applied.length ? `migrated: ${applied.join(', ')}` : null });
        output.out(`Restored the database from ${file}${applied.length ? ` and migrated it (${applied.join(', ')})` : ''}`);
      } finally {
        await closeDatabase(handle);
      }
    },
  },
];
