/**
 * The one check between a library's registered folder and the disk: a path is served or read only
 * when its real location (symlinks resolved) is inside the folder's real location and it is a regular
 * file. `..`, absolute paths, NUL, symlinks that leave the folder, device files, FIFOs and sockets
 * are all refused the same way: as if the file did not exist.
 */
import fs from 'node:fs';
import path from 'node:path';

export const isInside = (root: string, candidate: string): boolean => {
  const rest = path.relative(root, candidate);
  return rest === '' || (!rest.startsWith('..') && !path.isAbsolute(rest));
};

/** A library-relative path as stored: forward slashes, no empty, `.` or `..` segment, no NUL. */
export function isCleanRelative(relative: string): boolean {
  if (!relative || relative.includes('\0') || relative.startsWith('/') || path.isAbsolute(relative)) return false;
  return relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export interface ConfinedFile {
  /** The file's real path. */
  absolute: string;
  size: number;
  modified: Date;
}

/** The regular file at `relative` under `root` (a real path), or null when it is missing or not allowed. */
export async function confinedFile(root: string, relative: string): Promise<ConfinedFile | null> {
  if (!isCleanRelative(relative)) return null;
  const real = await fs.promises.realpath(path.join(root, relative)).catch(() => null);
  if (!real || !isInside(root, real)) return null;
  const stat = await fs.promises.stat(real).catch(() => null);
  return stat?.isFile() ? { absolute: real, size: stat.size, modified: stat.mtime } : null;
}
