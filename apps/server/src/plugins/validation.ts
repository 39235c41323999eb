import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { loadContract } from '../contract-document.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

// Unknown fields are refused, never dropped (an admin's typo must not issue a different code);
// `verbose` keeps the object and its schema on an error, so the answer can name every unknown field.
const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false, verbose: true, strict: false };

/**
 * Query strings, paths and headers arrive as text, so their values are coerced ("2" → 2); JSON
 * bodies are not: a number where the contract wants a string is a 400, not silently accepted.
 */
const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));

const CONTRACT_ID = 'contract';

/**
 * One of the contract's component schemas (`UserPlaylistCreate`) compiled like a JSON body: the
 * rule the web API applies, for the other doors (Subsonic) to apply too.
 */
export function componentValidator(name: string): ValidateFunction {
  if (!strict.getSchema(CONTRACT_ID)) strict.addSchema(loadContract() as object, CONTRACT_ID);
  return strict.compile({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` });
}

/** A query string is one object built from the operation's parameters: no other parameter is known. */
const closed = (schema: Record<string, unknown>) => (schema['type'] === 'object' && !('additionalProperties' in schema) ? { ...schema, additionalProperties: false } : schema);

/**
 * fastify-openapi-glue gives every schema that refers to itself (the smart playlists' nested rule
 * groups) the same `$id`: each route's copy replaces the last in the instance before it is compiled
 * (a compiled validator keeps working once its schema is removed).
 */
function compileOwn(ajv: Ajv, schema: object): ValidateFunction {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id === 'string' && ajv.getSchema(id)) ajv.removeSchema(id);
  return ajv.compile(schema);
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return compileOwn(strict, schema);
  return compileOwn(coercing, httpPart === 'querystring' ? closed(schema as Record<string, unknown>) : schema);
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  data?: unknown;
  parentSchema?: { properties?: Record<string, unknown>; patternProperties?: Record<string, unknown> };
}

/** "Unknown field in body: device_limit" for a refused extra field (all of that object's), else null. */
export function unknownFieldsMessage(context: string | undefined, issues: readonly ValidationIssue[]): string | null {
  const issue = issues.find((candidate) => candidate.keyword === 'additionalProperties');
  if (!issue) return null;
  const known = issue.parentSchema?.properties ?? {};
  const patterns = Object.keys(issue.parentSchema?.patternProperties ?? {}).map((pattern) => new RegExp(pattern, 'u'));
  const data = issue.data && typeof issue.data === 'object' ? issue.data : {};
  const unknown = Object.keys(data).filter((name) => !(name in known) && !patterns.some((pattern) => pattern.test(name)));
  const where = `${context ?? 'request'}${issue.instancePath}`;
  return `Unknown ${unknown.length === 1 ? 'field' : 'fields'} in ${where}: ${unknown.join(', ')}`;
}
