/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('README', () => {
  it('shows the headless example exactly as the file that runs', () => {
    expect(read('../README.md')).toContain(read('../examples/headless.mjs'));
  });
});
