import fs from 'node:fs';
import path from 'node:path';

/** How a module reads the shared cluster's URL (vitest's inject of "postgresUrl"), the only way tests reach it. */
const READS_CLUSTER_URL = /\binject\(\s*['"]postgresUrl['"]\s*\)/;
/** Static, side-effect and dynamic imports of a relative path (type-only imports included: a superset is safe). */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target.replace(/\.js$/, '.ts'), target, `${target}.ts`, path.join(target, 'index.ts')];
  return candidates.find((candidate) => known.has(candidate));
}

/**
 * The test files under `srcDir` that can open a database on the shared PostgreSQL cluster: those whose
 * relative imports lead, directly or through helpers, to a module that reads the cluster's URL
 * (`buildTestApp`, `postgresAdminUrl`, the import fixtures). Every other file runs the same on either
 * database, so the "postgres" project leaves it to the "sqlite" one. Answers paths relative to
 * `rootDir`, sorted.
 */
export function postgresTestFiles(srcDir: string, rootDir: string): string[] {
  const files = sourceFiles(path.resolve(srcDir));
  const known = new Set(files);
  const importers = new Map<string, string[]>();
  const reached = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (READS_CLUSTER_URL.test(text)) reached.add(file);
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const imported = resolveImport(file, match[1] as string, known);
      if (imported) importers.set(imported, [...(importers.get(imported) ?? []), file]);
    }
  }
  const pending = [...reached];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        pending.push(importer);
      }
    }
  }
  return [...reached]
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.relative(rootDir, file).split(path.sep).join('/'))
    .sort();
}
