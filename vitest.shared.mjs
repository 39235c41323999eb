import fs from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Resolve workspace packages to their TypeScript sources in tests and dev, as tsc does. */
export const sourceConditions = {
  resolve: { conditions: ['@tangerine/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tangerine/source', ...defaultServerConditions] } },
};

const REPLACES_A_MODULE_OR_GLOBAL = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/;

/**
 * The test files under `srcDir` that replace a module (vi.mock, vi.doMock) or a global (vi.stubGlobal,
 * vi.stubEnv), relative to `rootDir`, sorted. A mock reaches only the files that load the module
 * afresh, and a module may keep a global it read when loaded: these files keep their own module graph
 * while the others share one (`isolate: false`).
 */
export function testFilesReplacingModulesOrGlobals(srcDir, rootDir) {
  const root = path.resolve(srcDir);
  return fs
    .readdirSync(root, { recursive: true })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(root, name))
    .filter((file) => REPLACES_A_MODULE_OR_GLOBAL.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(rootDir, file).split(path.sep).join('/'))
    .sort();
}
