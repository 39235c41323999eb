import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrations = path.join(src, 'db', 'migrations');
const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// A migration is history: it must not change when the code does, and code must not lean on it.
describe('migrations and the code', () => {
  it('migrations import kysely, the schema types and the shared schema names, nothing else', () => {
    const allowed = new Set(['kysely', '../schema.js', '../schema-names.js']);
    const stray = sourceFiles(migrations).flatMap((file) => importsOf(file).filter((spec) => !allowed.has(spec as string)).map((spec) => `${path.basename(file)} imports ${spec}`));
    expect(stray).toEqual([]);
  });

  it('no module but the migrator imports a migration', () => {
    const stray = sourceFiles(src)
      .filter((file) => !file.startsWith(migrations + path.sep) && path.basename(file) !== 'migrator.ts')
      .flatMap((file) => importsOf(file).filter((spec) => /(^|\/)migrations\//.test(spec as string)).map((spec) => `${path.relative(src, file)} imports ${spec}`));
    expect(stray).toEqual([]);
  });
});
