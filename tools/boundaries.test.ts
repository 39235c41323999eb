import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: workspaceRoot });

/** The boundary errors ESLint reports for `source` as if it were the file `file` of the workspace. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@nx/enforce-module-boundaries').map((message) => message.message);
}

// Each capability (libs/<scope>/machine and libs/<scope>/web) keeps to its scope; apps compose them.
describe('the capability boundaries (eslint.config.mjs depConstraints)', () => {
  it("fails a browser half that imports another capability's machine", async () => {
    const errors = await boundaryErrors('libs/player/web/src/forbidden.ts', "import { downloadMachine } from '@tangerine/offline-machine';\nexport const machine = downloadMachine;\n");
    expect(errors.join('\n')).toMatch(/tagged with "scope:player" and "type:feature" can only depend on libs tagged with/);
  });

  it("fails a machine that imports another capability's machine", async () => {
    const errors = await boundaryErrors('libs/connect/machine/src/forbidden.ts', "import { playerMachine } from '@tangerine/player-machine';\nexport const machine = playerMachine;\n");
    expect(errors.join('\n')).toMatch(/tagged with "scope:connect" and "type:machine" can only depend on libs tagged with/);
  });

  it('fails a presentational component that imports a machine', async () => {
    const errors = await boundaryErrors('libs/ui/src/forbidden.tsx', "import { downloadMachine } from '@tangerine/offline-machine';\nexport const machine = downloadMachine;\n");
    expect(errors.join('\n')).toMatch(/tagged with "type:ui" can only depend on libs tagged with "type:ui"/);
  });

  it("fails a browser half that imports another capability's browser half", async () => {
    const errors = await boundaryErrors('libs/connect/web/src/forbidden.ts', "import { lazyPlayer } from '@tangerine/player-web/lazy-player';\nexport const player = lazyPlayer;\n");
    expect(errors.join('\n')).toMatch(/tagged with "type:feature" can only depend on libs tagged with/);
  });

  it("fails Connect's browser half that imports the offline capability", async () => {
    const errors = await boundaryErrors('libs/connect/web/src/forbidden.ts', "import { downloadMachine } from '@tangerine/offline-machine';\nexport const machine = downloadMachine;\n");
    expect(errors.join('\n')).toMatch(/can only depend on libs tagged with/);
  });

  it("passes Connect's browser half that drives the player machine it is handed", async () => {
    const source = "import { selectCurrentTrack } from '@tangerine/player-machine';\nexport const select = selectCurrentTrack;\n";
    expect(await boundaryErrors('libs/connect/web/src/allowed.ts', source)).toEqual([]);
  });

  it("fails rooms' browser half that imports the player's browser half it is handed as a port", async () => {
    const errors = await boundaryErrors('libs/rooms/web/src/forbidden.ts', "import { graphOf } from '@tangerine/player-web/audio-graph';\nexport const graph = graphOf;\n");
    expect(errors.join('\n')).toMatch(/tagged with "type:feature" can only depend on libs tagged with/);
  });

  it("fails rooms' browser half that imports an app module", async () => {
    const errors = await boundaryErrors('libs/rooms/web/src/forbidden.ts', "import { api } from '@tangerine/web/src/api/client';\nexport const client = api;\n");
    expect(errors.join('\n')).toMatch(/Circular dependency between "@tangerine\/rooms-web" and "@tangerine\/web"/);
  });

  it("fails offline's browser half that imports an app module", async () => {
    const errors = await boundaryErrors('libs/offline/web/src/forbidden.ts', "import { api } from '@tangerine/web/src/api/client';\nexport const client = api;\n");
    // The app composes offline: an import back into it is a cycle of projects.
    expect(errors.join('\n')).toMatch(/Circular dependency between "@tangerine\/offline-web" and "@tangerine\/web"/);
  });

  it("fails offline's browser half that imports another capability's browser half", async () => {
    const errors = await boundaryErrors('libs/offline/web/src/forbidden.ts', "import { useIsRemote } from '@tangerine/connect-web';\nexport const remote = useIsRemote;\n");
    expect(errors.join('\n')).toMatch(/tagged with "type:feature" can only depend on libs tagged with/);
  });

  it("passes offline's browser half that imports its own machine, the contract and the UI", async () => {
    const source = [
      "import { createOutbox } from '@tangerine/offline-machine';",
      "import type { ApiClient } from '@tangerine/api';",
      "import { DownloadControl } from '@tangerine/ui';",
      'export const all: [unknown, ApiClient | null, unknown] = [createOutbox, null, DownloadControl];',
      '',
    ].join('\n');
    expect(await boundaryErrors('libs/offline/web/src/allowed.ts', source)).toEqual([]);
  });

  it('passes a browser half that imports its own machine, the shared session, the contract and the UI', async () => {
    const source = [
      "import { playerMachine } from '@tangerine/player-machine';",
      "import { SESSION_STORAGE_KEY } from '@tangerine/session';",
      "import type { ApiClient } from '@tangerine/api';",
      "import { theme } from '@tangerine/ui';",
      'export const all: [unknown, unknown, ApiClient | null, unknown] = [playerMachine, SESSION_STORAGE_KEY, null, theme];',
      '',
    ].join('\n');
    expect(await boundaryErrors('libs/player/web/src/allowed.ts', source)).toEqual([]);
  });
});
