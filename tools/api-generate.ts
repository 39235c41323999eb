// Regenerates libs/api/src/generated/schema.ts, and the types-only contract files of the machine libs,
// from libs/api/openapi.yaml (`npm run api:generate`).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractSubsets, generatedSchemaUrl, generateSchemaSource, generateSchemaSubsetSource } from '@tangerine/api/codegen';

async function write(url: URL, source: string): Promise<void> {
  const target = fileURLToPath(url);
  const shown = relative(process.cwd(), target);
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current === source) {
    console.log(`${shown} is up to date.`);
    return;
  }
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, source);
  console.log(`Wrote ${shown} (${source.length} characters).`);
}

await write(generatedSchemaUrl, await generateSchemaSource());
for (const subset of contractSubsets) await write(subset.url, await generateSchemaSubsetSource(subset.schemas));
