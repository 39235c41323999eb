/**
 * The server bench's database: `count` synthetic tracks loaded through the built admin CLI
 * (`synthetic --tracks`, the same bulk load an operator runs) into the database named by `env`
 * (TANGERINE_DATA_DIR / DATABASE_URL), and an activation code for the measuring client.
 */
import { spawnSync } from 'node:child_process';
import { adminEntry } from '@tangerine/harness';


export interface SyntheticFixture {
  code: string;
  /** An album from the middle of the load. */
  albumId: number;
  /** The load's own time (inserts, index compaction), as the admin CLI measured it. */
  seconds: number;
}

/** Runs one admin CLI command against the database named by `env` and answers its output. */
export function admin(env: NodeJS.ProcessEnv, args: string[]): string {
  const result = spawnSync(process.execPath, [adminEntry, ...args], { env, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

export function seedSynthetic(env: NodeJS.ProcessEnv, count: number): SyntheticFixture {
  const loaded = admin(env, ['synthetic', '--tracks', String(count)]);
  const figures = /albums \(ids (\d+)-(\d+)\).* in ([\d.]+) s/.exec(loaded);
  if (!figures) throw new Error(`unexpected admin output: ${loaded}`);
  const [, first, last, seconds] = figures.map(Number) as [number, number, number, number];
  const code = admin(env, ['codes', 'issue', '--days', '1', '--devices', '10']).trim().split('\n').pop() as string;
  return { code, albumId: first + Math.floor((last - first) / 2), seconds };
}
