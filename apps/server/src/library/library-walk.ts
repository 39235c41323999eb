/**
 * Lists a music folder: audio files with their size and modification time, and every other entry
 * that will not become a track with the reason. Symlinks are followed only while they stay inside the
 * folder; a directory reached twice (a symlink loop) is listed once; devices, FIFOs and sockets are
 * reported and never opened. Sidecars (cover images, .lrc/.txt lyrics, playlists, cue sheets) are read
 * with their audio and not reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isInside } from './confined-path.js';

/** Audio a scan reads, by extension: what browsers play directly and what ffmpeg must transcode. */
export const LIBRARY_AUDIO = new Set(['.mp3', '.flac', '.ogg', '.oga', '.opus', '.m4a', '.m4b', '.mp4', '.aac', '.wav', '.aif', '.aiff', '.aifc', '.wma', '.ape', '.wv', '.mpc', '.dsf', '.dff', '.mka', '.webm', '.tta']);
/** Playlist files: offered to the admin as playlists of the library (library-playlist-files.ts). */
export const LIBRARY_PLAYLIST_FILES = new Set(['.m3u', '.m3u8', '.pls']);
const SIDECARS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.lrc', '.txt', '.cue', '.m3u', '.m3u8', '.pls', '.nfo', '.log', '.accurip', '.sfv', '.md5', '.db', '.ini']);

export interface WalkedFile {
  /** Relative to the library folder, forward slashes. */
  relative: string;
  absolute: string;
  size: number;
  /** The latest modification of the file and its lyrics sidecars, so a new or edited .lrc is read again. */
  mtimeMs: number;
  /** `.lrc` / `.txt` beside the file with the same name (relative paths). */
  lyrics?: { lrc?: string | undefined; txt?: string | undefined };
}

/**
 * A folder of a library to list again ('' is the library folder itself), alone or with everything
 * below it (`deep`): what the watcher saw change, so one added file costs one folder's listing.
 */
export interface ScopeDir {
  dir: string;
  deep: boolean;
}

/** Drops folders a deep one already covers and repeats; deep folders first. */
export function normalizeScope(dirs: readonly ScopeDir[]): ScopeDir[] {
  const deep = [...new Set(dirs.filter((d) => d.deep).map((d) => d.dir))].sort();
  const covers = (outer: string, dir: string) => outer === '' || dir === outer || dir.startsWith(`${outer}/`);
  const keptDeep = deep.filter((dir) => !deep.some((outer) => outer !== dir && covers(outer, dir)));
  const shallow = [...new Set(dirs.filter((d) => !d.deep).map((d) => d.dir))].filter((dir) => !keptDeep.some((outer) => covers(outer, dir)));
  return [...keptDeep.map((dir) => ({ dir, deep: true })), ...shallow.sort().map((dir) => ({ dir, deep: false }))];
}

/** Whether a file (relative path) lies in the scope: directly in a listed folder, or anywhere below a deep one. */
export function inScope(scope: readonly ScopeDir[], file: string): boolean {
  const slash = file.lastIndexOf('/');
  const parent = slash < 0 ? '' : file.slice(0, slash);
  return scope.some(({ dir, deep }) => parent === dir || (deep && (dir === '' || parent.startsWith(`${dir}/`))));
}

export interface WalkResult {
  audio: WalkedFile[];
  skipped: { file: string; reason: string }[];
  /** Playlist files found (relative paths). */
  playlists: string[];
}

const toRelative = (root: string, absolute: string) => path.relative(root, absolute).split(path.sep).join('/');

interface LyricsSidecars {
  lrc?: string;
  txt?: string;
  mtimeMs: number;
}

/** A folder's .lrc and .txt files by lower-cased name without extension (the audio file they go with). */
async function lyricsSidecars(dir: string, entries: fs.Dirent[]): Promise<Map<string, LyricsSidecars>> {
  const found = new Map<string, LyricsSidecars>();
  for (const entry of entries) {
    const extension = path.extname(entry.name).toLowerCase();
    if ((extension !== '.lrc' && extension !== '.txt') || entry.name.startsWith('.')) continue;
    const absolute = path.join(dir, entry.name);
    const stat = await fs.promises.stat(absolute).catch(() => null);
    if (!stat?.isFile()) continue;
    const key = path.basename(entry.name, path.extname(entry.name)).toLowerCase();
    const sidecars = found.get(key) ?? { mtimeMs: 0 };
    sidecars[extension === '.lrc' ? 'lrc' : 'txt'] = absolute;
    sidecars.mtimeMs = Math.max(sidecars.mtimeMs, stat.mtimeMs);
    found.set(key, sidecars);
  }
  return found;
}

/**
 * `root` must be a real path (libraries store theirs so). With a scope, only its folders are listed;
 * one that is gone (deleted since the event) lists nothing.
 */
export async function walkLibrary(root: string, scope?: readonly ScopeDir[]): Promise<WalkResult> {
  const result: WalkResult = { audio: [], skipped: [], playlists: [] };
  const seenDirs = new Set<string>();
  const skip = (absolute: string, reason: string) => result.skipped.push({ file: toRelative(root, absolute), reason });

  const visit = async (dir: string, deep: boolean): Promise<void> => {
    const real = await fs.promises.realpath(dir).catch(() => null);
    if (!real || seenDirs.has(real) || !isInside(root, real)) return;
    seenDirs.add(real);
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      skip(dir, `unreadable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Every audio file's stat is asked at once (the thread pool runs them side by side), then read in order.
    const stats = new Map(entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.') && LIBRARY_AUDIO.has(path.extname(entry.name).toLowerCase())).map((entry) => [entry.name, fs.promises.stat(path.join(dir, entry.name)).catch(() => null)]));
    const lyrics = await lyricsSidecars(dir, entries);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(dir, entry.name);
      let kind: 'dir' | 'file' | 'other' = entry.isDirectory() ? 'dir' : entry.isFile() ? 'file' : 'other';
      let stat: fs.Stats | null = null;
      if (entry.isSymbolicLink()) {
        const target = await fs.promises.realpath(absolute).catch(() => null);
        if (!target) {
          skip(absolute, 'unreadable: a broken symbolic link or a link loop');
          continue;
        }
        if (!isInside(root, target)) {
          skip(absolute, 'unsupported: a symbolic link that leaves the library folder');
          continue;
        }
        stat = await fs.promises.stat(target).catch(() => null);
        kind = stat?.isDirectory() ? 'dir' : stat?.isFile() ? 'file' : 'other';
      }
      if (kind === 'dir') {
        if (deep) await visit(absolute, true);
        continue;
      }
      const extension = path.extname(entry.name).toLowerCase();
      if (kind === 'other') {
        skip(absolute, 'unsupported: not a regular file');
        continue;
      }
      if (!LIBRARY_AUDIO.has(extension)) {
        if (LIBRARY_PLAYLIST_FILES.has(extension)) result.playlists.push(toRelative(root, absolute));
        else if (!SIDECARS.has(extension)) skip(absolute, `unsupported: ${extension ? `${extension} files are not audio` : 'no file extension'}`);
        continue;
      }
      stat ??= await (stats.get(entry.name) ?? fs.promises.stat(absolute).catch(() => null));
      if (!stat) {
        skip(absolute, 'unreadable: the file cannot be opened (deleted during the scan, or a name that is not valid UTF-8)');
        continue;
      }
      const sidecars = lyrics.get(path.basename(entry.name, path.extname(entry.name)).toLowerCase());
      const mtimeMs = Math.floor(Math.max(stat.mtimeMs, sidecars?.mtimeMs ?? 0));
      const found = sidecars && { lrc: sidecars.lrc && toRelative(root, sidecars.lrc), txt: sidecars.txt && toRelative(root, sidecars.txt) };
      result.audio.push({ relative: toRelative(root, absolute), absolute, size: stat.size, mtimeMs, ...(found ? { lyrics: found } : {}) });
    }
  };
  if (!scope) await visit(root, true);
  else for (const { dir, deep } of normalizeScope(scope)) await visit(path.join(root, ...dir.split('/')), deep);
  return result;
}
