import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { JsonObject } from './load-document.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const rootId = 'urn:tangerine:openapi';

function rewriteRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', prefix) : rewriteRefs(inner, prefix),
      ]),
    );
  }
  return value;
}

/** JSON Schema 2020-12 validation (ajv, strict) of values against the contract's schemas. */
export function createSchemaValidator(document: JsonObject) {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const schemas = (document['components'] as JsonObject)['schemas'] as JsonObject;
  ajv.addSchema({ $id: rootId, $defs: rewriteRefs(schemas, '#/$defs/') as JsonObject });

  return {
    /** A validator for the schema at a JSON pointer below `#/components/schemas/`, e.g. `Track`. */
    component(pointer: string): ValidateFunction {
      const validate = ajv.getSchema(`${rootId}#/$defs/${pointer}`);
      if (!validate) throw new Error(`No schema at #/components/schemas/${pointer}`);
      return validate;
    },
    /** A validator for a schema written inline in a path (its refs point at components). */
    inline(schema: unknown): ValidateFunction {
      return ajv.compile(rewriteRefs(schema, `${rootId}#/$defs/`) as JsonObject);
    },
  };
}
