import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test-support/test-app.js';

describe('the API plugin at start', () => {
  it('logs no warning: the media types only answers carry need no body parser', async () => {
    const warnings: string[] = [];
    const test = await buildTestApp({}, (instance) => {
      vi.spyOn(instance.log, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    });
    await test.close();
    expect(warnings).toEqual([]);
  });
});
