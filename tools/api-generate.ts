// Regenerates libs/api/src/generated/schema.ts from libs/api/openapi.yaml (`npm run api:generate`).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generatedSchemaUrl, generateSchemaSource } from '@tangerine/api/codegen';

const source = await generateSchemaSource();
const target = fileURLToPath(generatedSchemaUrl);
const current = await readFile(target, 'utf8').catch(() => '');
if (current === source) {
  console.log(`${target} is up to date.`);
} else {
  await writeFile(target, source);
  console.log(`Wrote ${target} (${source.length} characters).`);
}
