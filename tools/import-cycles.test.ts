import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The fixtures hold cycles on purpose, so the ordinary lint ignores them; here they are linted with the same config.
const eslint = new ESLint({ cwd: workspaceRoot, ignore: false });

/** The `import/no-cycle` errors of one workspace file, with the workspace's ESLint config. */
async function cycleErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(workspaceRoot, file)]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-cycle').map((message) => message.message);
}

// eslint.config.mjs stops an app's cycle check at a library's door and every check at node_modules; cycles still fail.
describe('the import cycle check (import/no-cycle in eslint.config.mjs)', () => {
  it('fails a cycle of three modules inside the web app', async () => {
    for (const file of ['first', 'second', 'third']) {
      expect(await cycleErrors(`apps/web/src/test-support/import-cycle/${file}.ts`)).toEqual([expect.stringMatching(/^Dependency cycle/)]);
    }
  });

  it('fails a cycle inside a library, linted as that library', async () => {
    expect(await cycleErrors('libs/ui/src/test-support/import-cycle/first.ts')).toEqual([expect.stringMatching(/^Dependency cycle/)]);
    expect(await cycleErrors('libs/ui/src/test-support/import-cycle/second.ts')).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });

  it('passes a module of the app that only imports libraries and packages', async () => {
    expect(await cycleErrors('apps/web/src/lib/clipboard.ts')).toEqual([]);
  });
});
