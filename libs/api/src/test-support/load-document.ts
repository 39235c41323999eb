import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { openApiDocumentUrl } from '../document.js';

export type JsonObject = Record<string, unknown>;

/** The contract parsed as plain data (for tests and Node tooling). */
export function loadOpenApiDocument(): JsonObject {
  return parse(readFileSync(openApiDocumentUrl, 'utf8')) as JsonObject;
}
