import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export class DataDirError extends Error {}

/** Creates a missing data directory; refuses one that is not a writable directory. Never deletes anything. */
export function prepareDataDir(dataDir: string): void {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new DataDirError(`Cannot read the data directory ${dataDir}: ${(error as Error).message}`);
  }
  if (!stat) {
    try {
      fs.mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      throw new DataDirError(`Cannot create the data directory ${dataDir}: ${(error as Error).message}`);
    }
  } else if (!stat.isDirectory()) {
    throw new DataDirError(`The data directory ${dataDir} exists but is not a directory`);
  }
  // A real write, because permission bits say nothing for root or a read-only mount.
  const probe = path.join(dataDir, `.write-check-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (error) {
    throw new DataDirError(`The data directory ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Tangerine needs to write its database and media there.`);
  }
  fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
}

const SECRET_FILE = 'signing-secret';

/** The HMAC secret for signed media URLs: generated once into the data directory, never in the database. */
export function loadSigningSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new DataDirError(`The signing secret ${file} is damaged (expected 64 hex characters). Restore it from a backup, or delete it to invalidate every signed media URL and generate a new one.`);
  }
  return Buffer.from(text, 'hex');
}
