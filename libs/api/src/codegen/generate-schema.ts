import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { openApiDocumentUrl } from '../document.js';

export const generatedSchemaUrl = new URL('../generated/schema.ts', import.meta.url.replace('/dist/', '/src/'));

const header = `${COMMENT_HEADER}// Generated from libs/api/openapi.yaml by \`npm run api:generate\`; a test fails when it is stale.\n\n`;

/** The TypeScript source openapi-typescript makes of the contract; the same input always gives the same text. */
export async function generateSchemaSource(document: URL = openApiDocumentUrl): Promise<string> {
  const ast = await openapiTS(document, { silent: true, alphabetize: false });
  return header + astToString(ast).replace(/\r\n/g, '\n');
}
