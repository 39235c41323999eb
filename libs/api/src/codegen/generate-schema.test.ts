import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contractSubsets, generatedSchemaUrl, generateSchemaSource, generateSchemaSubsetSource } from './generate-schema.js';

// openapi-typescript takes seconds per run on a busy machine.
describe('generated schema', { timeout: 60_000 }, () => {
  it('matches what openapi-typescript makes of openapi.yaml now (run `npm run api:generate` when this fails)', async () => {
    const committed = await readFile(generatedSchemaUrl, 'utf8');
    const fresh = await generateSchemaSource();
    expect(committed === fresh, 'libs/api/src/generated/schema.ts is stale: run `npm run api:generate`').toBe(true);
  });

  it.each(contractSubsets.map((subset) => [subset.url.pathname.replace(/.*\/libs\//, 'libs/'), subset] as const))(
    '%s matches the contract now (run `npm run api:generate` when this fails)',
    async (path, subset) => {
      const committed = await readFile(subset.url, 'utf8').catch(() => '');
      expect(committed === (await generateSchemaSubsetSource(subset.schemas)), `${path} is stale: run \`npm run api:generate\``).toBe(true);
    },
  );

  it('is deterministic', async () => {
    expect(await generateSchemaSource()).toBe(await generateSchemaSource());
  });
});
