/** Small helpers shared by the admin commands: argument parsing with clear errors, output. */

export class UsageError extends Error {}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Progress on one line when the error stream is a terminal; nothing otherwise. */
  progress: (line: string) => void;
}

export const consoleOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: (line) => {
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${line}`);
  },
};

export function integer(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number (got "${value}")`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max} (got ${n})`);
  return n;
}

export function progressBar(done: number, total: number, label: string): string {
  const width = 24;
  const filled = total ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label.length > 50 ? `…${label.slice(-49)}` : label}`;
}

/** Columns padded to their widest cell; the last column is not padded. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] as number))).join('  ');
  return [line(headers), ...rows.map(line)].join('\n');
}
