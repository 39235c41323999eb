import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedSchemaUrl, generateSchemaSource } from './generate-schema.js';

describe('generated schema', () => {
  it('matches what openapi-typescript makes of openapi.yaml now (run `npm run api:generate` when this fails)', async () => {
    const committed = await readFile(generatedSchemaUrl, 'utf8');
    const fresh = await generateSchemaSource();
    expect(committed === fresh, 'libs/api/src/generated/schema.ts is stale: run `npm run api:generate`').toBe(true);
  });

  it('is deterministic', async () => {
    expect(await generateSchemaSource()).toBe(await generateSchemaSource());
  });
});
