/** Names the storage problem behind a startup failure (full disk, file-size limit, read-only), if any. */
const HINTS: [RegExp, string][] = [
  [/^(SQLITE_FULL|ENOSPC|EFBIG|EDQUOT)$/, 'the disk holding the data is full (or a file-size limit or quota was reached)'],
  [/^SQLITE_IOERR/, 'the disk holding the data failed to write: it may be full, over a file-size limit, or failing'],
  [/^(SQLITE_READONLY\w*|EROFS|EACCES|EPERM)$/, 'the data is read-only for this process'],
];

export function storageProblem(error: unknown): string | null {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    for (const [pattern, hint] of HINTS) if (pattern.test(code)) return `${hint} (${code})`;
  }
  return null;
}
