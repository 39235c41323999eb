/** A playlist file (.m3u, .m3u8, .pls) read into entries: what each line names, and what its tags say. */

/** The largest playlist file read (decoded bytes). */
export const PLAYLIST_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const PLAYLIST_FILE_TOO_LARGE = 'A playlist file can be at most 50 MB';

export interface PlaylistFileEntry {
  /** 1-based line of the file that names it. */
  line: number;
  /** The path or address as written. */
  location: string;
  artist: string | null;
  title: string | null;
  /** Seconds; null when unknown (-1 in the file). */
  duration: number | null;
}

/** UTF-8 when the bytes are valid UTF-8 (and always for .m3u8), else Latin-1 (legacy .m3u and .pls). */
export function decodePlaylistFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** "Artist - Title" of an #EXTINF line (a title without " - " has no artist). */
function splitInfo(info: string): { artist: string | null; title: string | null } {
  const text = info.trim();
  if (!text) return { artist: null, title: null };
  const dash = text.indexOf(' - ');
  return dash > 0 ? { artist: text.slice(0, dash).trim(), title: text.slice(dash + 3).trim() } : { artist: null, title: text };
}

const seconds = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
};

function parseM3u(lines: string[]): PlaylistFileEntry[] {
  const entries: PlaylistFileEntry[] = [];
  let info: { artist: string | null; title: string | null; duration: number | null } | null = null;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const extinf = /^#EXTINF:\s*(-?[\d.]+)[^,]*,(.*)$/i.exec(line);
    if (extinf) {
      info = { duration: seconds(extinf[1]), ...splitInfo(extinf[2] ?? '') };
      return;
    }
    if (line.startsWith('#')) return;
    const tags: { artist: string | null; title: string | null; duration: number | null } = info ?? { artist: null, title: null, duration: null };
    entries.push({ line: index + 1, location: line, ...tags });
    info = null;
  });
  return entries;
}

function parsePls(lines: string[]): PlaylistFileEntry[] {
  const byNumber = new Map<number, PlaylistFileEntry>();
  const entry = (n: number, line: number) => {
    const found = byNumber.get(n) ?? { line, location: '', artist: null, title: null, duration: null };
    byNumber.set(n, found);
    return found;
  };
  lines.forEach((raw, index) => {
    const match = /^(File|Title|Length)(\d+)=(.*)$/i.exec(raw.trim());
    if (!match) return;
    const [, key, number, value = ''] = match;
    const target = entry(Number(number), index + 1);
    const kind = (key ?? '').toLowerCase();
    if (kind === 'file') {
      target.location = value.trim();
      target.line = index + 1;
    } else if (kind === 'title') Object.assign(target, splitInfo(value));
    else target.duration = seconds(value);
  });
  return [...byNumber.entries()].sort(([a], [b]) => a - b).map(([, e]) => e).filter((e) => e.location !== '');
}

/** The entries of a playlist file, in order; `.pls` by its `[playlist]` header, else M3U (extended or plain). */
export function parsePlaylistFile(text: string): PlaylistFileEntry[] {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.find((line) => line.trim() !== '')?.trim().toLowerCase();
  return first === '[playlist]' ? parsePls(lines) : parseM3u(lines);
}

/**
 * The path relative to a library folder whose real path is `root`, or null when it lies outside it
 * (an absolute path elsewhere, or `..` climbing out). A relative path is taken as relative to the
 * library (the file came from the listener's computer, not from the folder).
 */
export function pathInLibrary(location: string, root: string): string | null {
  const slashed = location.replace(/\\/g, '/').replace(/^file:\/\//i, '');
  const base = root.replace(/\\/g, '/').replace(/\/+$/, '');
  let relative: string;
  if (slashed.startsWith('/') || /^[a-z]:\//i.test(slashed)) {
    if (!slashed.startsWith(`${base}/`)) return null;
    relative = slashed.slice(base.length + 1);
  } else relative = slashed;
  const parts: string[] = [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length ? parts.join('/') : null;
}
