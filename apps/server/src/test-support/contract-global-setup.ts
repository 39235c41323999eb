import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import type { TestProject } from 'vitest/node';
import type { OpenApiDocument } from '../contract-document.js';

/**
 * Parses the contract once per run and hands every test file a copy (parsed-contract.ts). The global
 * setup cannot load workspace sources, so it finds libs/api's openapi.yaml through its package.
 */
export default function setup(project: TestProject) {
  const apiRoot = path.dirname(createRequire(import.meta.url).resolve('@tangerine/api/package.json'));
  project.provide('parsedContract', parse(fs.readFileSync(path.join(apiRoot, 'openapi.yaml'), 'utf8')) as OpenApiDocument);
}

declare module 'vitest' {
  export interface ProvidedContext {
    parsedContract: OpenApiDocument;
  }
}
