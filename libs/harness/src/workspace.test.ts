import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEntry, serverNodeFlags, workspaceRoot } from './workspace.js';

describe('the server command', () => {
  it('is the one `npm start` runs, so the browser tests and benchmarks measure the server as shipped', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const command = ['node', ...serverNodeFlags, path.relative(workspaceRoot, serverEntry)].join(' ');
    expect(manifest.scripts['start']?.endsWith(`&& ${command}`)).toBe(true);
  });
});
