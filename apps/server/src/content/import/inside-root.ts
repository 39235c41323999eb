/**
 * Reading an import folder without leaving it: a name is judged by where it really leads (links
 * resolved), and a file is judged on the very handle that is read, so swapping a file or folder for
 * a link between the look and the read gains nothing.
 */
import { constants } from 'node:fs';
import { open, readdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';

/** Whether `path` is `root` or under it ("..music" is a name like any other, "../music" is not). */
export function isInside(root: string, path: string): boolean {
  const rest = relative(root, path);
  return rest === '' || (!isAbsolute(rest) && rest !== '..' && !rest.startsWith(`..${sep}`));
}

export class OutsideRootError extends Error {
  constructor(path: string) {
    super(`${path} leads out of the import folder`);
  }
}

/** A folder's entries, listed at its real path, which must be under `realRoot`. */
export async function readFolderInside(realRoot: string, folder: string) {
  const real = await realpath(folder);
  if (!isInside(realRoot, real)) throw new OutsideRootError(folder);
  return { real, entries: await readdir(real, { withFileTypes: true }) };
}

/**
 * A file's bytes, only when the file opened is a regular file whose real path is under `realRoot`
 * (the same file: device and inode of the open handle). Never blocks on a FIFO.
 */
export async function readFileInside(realRoot: string, file: string): Promise<Buffer> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw new Error(`${file} is not a regular file`);
    const real = await realpath(file);
    const named = await stat(real);
    if (!isInside(realRoot, real) || named.dev !== opened.dev || named.ino !== opened.ino) throw new OutsideRootError(file);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
