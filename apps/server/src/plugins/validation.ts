import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { loadContract } from '../contract-document.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const common: Options = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false };

/**
 * Query strings, paths and headers arrive as text, so their values are coerced ("2" → 2); JSON
 * bodies are not: a number where the contract wants a string is a 400, not silently accepted.
 */
const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));

const CONTRACT_ID = 'contract';

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema);

/**
 * One of the contract's component schemas (`UserPlaylistCreate`) compiled like a JSON body: the
 * rule the web API applies, for the other doors (Subsonic) to apply too.
 */
export function componentValidator(name: string): ValidateFunction {
  if (!strict.getSchema(CONTRACT_ID)) strict.addSchema(loadContract() as object, CONTRACT_ID);
  return strict.compile({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` });
}
