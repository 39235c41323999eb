// Prints, at the end of a red CI run, the lines of its log that say what failed (vitest's failed files
// and tests with their first error line, ESLint and tsc errors), since CI shows only the log's tail.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const FAILURE_LINE = [
  /\bFAIL\b/, // vitest: a failed file, and the header of its error report
  /^(\S+:)?\s*[×✗]\s/, // vitest: a failed test (the mark opens the line, after Nx's project prefix)
  /\b(AssertionError|TimeoutError|Error):/, // the first line of an error
  /^\S*\s*\d+:\d+\s+error\s/, // ESLint
  /error TS\d+:/, // tsc
  /Test timed out|Hook timed out/,
];

export function failureLines(log: string, limit = 80): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const raw of log.split('\n')) {
    const line = stripVTControlCharacters(raw).trimEnd();
    if (!FAILURE_LINE.some((pattern) => pattern.test(line)) || seen.has(line)) continue;
    seen.add(line);
    lines.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
    if (lines.length === limit) break;
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: tsx tools/ci/failed-tests.ts <log of the run>');
    process.exit(2);
  }
  const lines = failureLines(readFileSync(file, 'utf8'));
  console.log(['What failed in this run (the log\'s failure lines, in order):', ...(lines.length ? lines : ['(no failure line found in the log)'])].join('\n'));
}
