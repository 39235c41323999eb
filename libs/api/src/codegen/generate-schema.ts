import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { parse } from 'yaml';
import { openApiDocumentUrl } from '../document.js';

export const generatedSchemaUrl = new URL('../generated/schema.ts', import.meta.url.replace('/dist/', '/src/'));

const header = `${COMMENT_HEADER}// Generated from libs/api/openapi.yaml by \`npm run api:generate\`; a test fails when it is stale.\n\n`;

/** The TypeScript source openapi-typescript makes of the contract; the same input always gives the same text. */
export async function generateSchemaSource(document: URL = openApiDocumentUrl): Promise<string> {
  const ast = await openapiTS(document, { silent: true, alphabetize: false });
  return header + astToString(ast).replace(/\r\n/g, '\n');
}

/**
 * Types-only copies of a few contract schemas for libs that may not import libs/api (the machines):
 * each file holds the named schemas and every schema they refer to, generated like schema.ts.
 */
export const contractSubsets = [
  {
    url: new URL('../../../session/src/generated/activation-contract.ts', import.meta.url.replace('/dist/', '/src/')),
    schemas: ['ActivationRequest', 'ActivationResult'],
  },
] as const;

type Schemas = Record<string, unknown>;

function referencedSchemas(node: unknown, found: Set<string>, all: Schemas): void {
  if (Array.isArray(node)) node.forEach((item) => referencedSchemas(item, found, all));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!found.has(name)) {
          found.add(name);
          referencedSchemas(all[name], found, all);
        }
      } else referencedSchemas(value, found, all);
    }
  }
}

/** The TypeScript source of `names` (and what they refer to) alone, each exported under its own name. */
export async function generateSchemaSubsetSource(names: readonly string[], document: URL = openApiDocumentUrl): Promise<string> {
  const contract = parse(await readFile(document, 'utf8')) as { openapi: string; info: unknown; components: { schemas: Schemas } };
  const all = contract.components.schemas;
  const found = new Set<string>(names);
  names.forEach((name) => referencedSchemas(all[name], found, all));
  const schemas = Object.fromEntries([...found].sort().map((name) => [name, all[name]]));
  const ast = await openapiTS({ openapi: contract.openapi, info: contract.info, paths: {}, components: { schemas } } as never, { silent: true, alphabetize: false });
  const aliases = names.map((name) => `export type ${name} = components['schemas']['${name}'];\n`).join('');
  return `${header}${astToString(ast).replace(/\r\n/g, '\n')}\n${aliases}`;
}
