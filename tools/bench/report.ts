import fs from 'node:fs';
import path from 'node:path';
import { serverNodeFlags, workspaceRoot } from '@tangerine/harness';
import type { BenchResult } from './bench-context.js';

const REPORT = path.join(workspaceRoot, 'BENCHMARKS.md');

/** One bench's section as it stands in BENCHMARKS.md; lines inside code fences stay as printed. */
function section(result: BenchResult, preface: string[] = []): string[] {
  const lines = [`## ${result.name}${result.status === 'measured' ? '' : ' (not measured)'}`, '', ...preface];
  let fenced = false;
  for (const line of result.lines) {
    if (line.startsWith('```')) {
      fenced = !fenced;
      lines.push(line);
    } else if (fenced || !line.trim()) lines.push(line);
    else lines.push(line.startsWith('  ') ? `  ${line.trim()}` : `- ${line}`);
  }
  return [...lines, ''];
}

/** The whole report of a full run: every figure measured in the run its header describes. */
export function writeReport(results: BenchResult[], header: string[]): void {
  const body = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (tools/bench/run-all.ts). Every figure below was measured in the run described here,',
    'except a section that names its own partial run (`BENCH_ONLY`);',
    `the server ran built (\`node ${serverNodeFlags.join(' ')} apps/server/dist/server.js\`, as \`npm start\` runs it) on a fresh data directory with the demo catalogue, SQLite.`,
    '',
    ...header,
    '',
    ...results.flatMap((result) => section(result)),
  ];
  fs.writeFileSync(REPORT, `${body.join('\n')}\n`);
}

/**
 * A partial run (`BENCH_ONLY`) replaces only its own sections, each saying when and where it was
 * measured, so the report never mixes a section's figures from two runs.
 */
export function replaceSection(result: BenchResult, header: string[], only: string[]): void {
  const existing = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8').split('\n') : ['# Benchmarks', ''];
  const heading = (line: string) => line.startsWith('## ') && line.slice(3).replace(/ \(not measured\)$/, '') === result.name;
  const start = existing.findIndex(heading);
  const replacement = section(result, [`- Measured in a partial run (\`BENCH_ONLY=${only.join(',')}\`), not in the run above:`, ...header.map((line) => `  ${line.slice(2)}`)]);
  if (start < 0) {
    fs.writeFileSync(REPORT, `${[...existing.filter((line, index) => index < existing.length - 1 || line), '', ...replacement].join('\n')}\n`);
    return;
  }
  const next = existing.findIndex((line, index) => index > start && line.startsWith('## '));
  const end = next < 0 ? existing.length : next;
  const text = [...existing.slice(0, start), ...replacement, ...existing.slice(end)].join('\n').replace(/\n+$/, '\n');
  fs.writeFileSync(REPORT, text);
}
