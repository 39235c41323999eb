import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const common: Options = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false };

/**
 * Query strings, paths and headers arrive as text, so their values are coerced ("2" → 2); JSON
 * bodies are not: a number where the contract wants a string is a 400, not silently accepted.
 */
const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema);
