/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('README', () => {
  it('points at the headless example, a file that exists and runs', () => {
    expect(read('../README.md')).toContain('examples/headless.mjs');
    expect(read('../examples/headless.mjs')).toContain('createActor');
  });
});
