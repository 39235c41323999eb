import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresTestFiles } from './postgres-test-files.js';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const onPostgres = postgresTestFiles(path.join(serverRoot, 'src'), serverRoot);

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(serverRoot, full).split(path.sep).join('/')] : [];
  });
}

describe('the test files that run on PostgreSQL', () => {
  it('include every file that builds the app, starts an instance or reads the cluster through the helpers', () => {
    const databaseCalls = /\b(buildTestApp|postgresAdminUrl|startInstance|createTestDatabaseUrl|openTestDatabase|seedCatalogue)\b/;
    const thisFile = path.relative(serverRoot, import.meta.filename).split(path.sep).join('/');
    const touching = testFiles(path.join(serverRoot, 'src')).filter((file) => file !== thisFile && databaseCalls.test(fs.readFileSync(path.join(serverRoot, file), 'utf8')));
    expect(touching.length).toBeGreaterThan(50);
    expect(touching.filter((file) => !onPostgres.includes(file))).toEqual([]);
  });

  it('leave out pure unit files, which run once on SQLite', () => {
    for (const file of ['src/media/range.test.ts', 'src/cache/row-cache.test.ts', 'src/content/import/address-class.test.ts', 'src/subsonic/transcode-decision.test.ts']) {
      expect(onPostgres).not.toContain(file);
    }
    expect(onPostgres).toContain('src/outage.test.ts');
    expect(onPostgres).toContain('src/content/import/track-loudness.test.ts');
  });

  describe('follow imports through helpers', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-pg-files-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };

    it('through static, dynamic and folder imports, not through unrelated ones', () => {
      // Spelled in two parts, so that this file does not itself read as one that reads the URL.
      write('support/url.ts', `import { inject } from 'vitest';\nexport const url = () => inject(${"'postgres" + "Url'"});\n`);
      write('support/app.ts', "export { url } from './url.js';\n");
      write('support/index.ts', "import './app.js';\n");
      write('pure.ts', 'export const one = 1;\n');
      write('a/static.test.ts', "import { url } from '../support/app.js';\n");
      write('a/dynamic.test.ts', "const helper = await import('../support/app.js');\n");
      write('a/folder.test.ts', "import '../support';\n");
      write('a/pure.test.ts', "import { one } from '../pure.js';\nimport { describe } from 'vitest';\n");
      expect(postgresTestFiles(dir, dir)).toEqual(['a/dynamic.test.ts', 'a/folder.test.ts', 'a/static.test.ts']);
    });
  });
});
