import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { contractOperations, loadContract, type OpenApiOperation } from '../contract-document.js';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const document = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(document as object, 'contract');

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const cache = new Map<string, ValidateFunction | null>();

function resolveResponse(response: unknown): { content?: Record<string, { schema?: unknown }> } | undefined {
  const ref = (response as { $ref?: string } | undefined)?.$ref;
  if (!ref) return response as { content?: Record<string, { schema?: unknown }> } | undefined;
  const name = ref.replace('#/components/responses/', '');
  return (document.components?.['responses'] as Record<string, never>)[name];
}

/** Validates a response against the contract: its status must be documented, a JSON body must match its schema. */
export function contractErrors(operationId: string, statusCode: number, body: string, contentType: string | undefined): string[] {
  const operation = contractOperations().find((o) => o.operationId === operationId);
  if (!operation) return [`operation ${operationId} is not in the contract`];
  const spec = (document.paths[operation.path] as Record<string, OpenApiOperation>)[operation.method.toLowerCase()] as OpenApiOperation & { responses: Record<string, unknown> };
  const key = String(statusCode);
  if (!(key in spec.responses)) return [`${operationId} answered ${statusCode}, which the contract does not list (${Object.keys(spec.responses).join(', ')})`];
  const response = resolveResponse(spec.responses[key]);
  if (!response?.content) return body.length === 0 ? [] : [`${operationId} ${statusCode} should have no body`];
  if (!contentType?.startsWith('application/json') || !response.content['application/json']) return [];
  const cacheKey = `${operationId}:${key}`;
  if (!cache.has(cacheKey)) {
    const ref = (spec.responses[key] as { $ref?: string }).$ref;
    const path = ref ? `contract${ref}/content/application~1json/schema` : `contract#/${pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`;
    cache.set(cacheKey, ajv.compile({ $ref: path }));
  }
  const validate = cache.get(cacheKey) as ValidateFunction;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [`${operationId} ${statusCode} body is not JSON`];
  }
  return validate(json) ? [] : (validate.errors ?? []).map((e) => `${operationId} ${statusCode}: ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

const byRoute = new Map(contractOperations().map((o) => [`${o.method.toUpperCase()} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`, o.operationId]));

/** The contract operation a Fastify route serves (`GET /api/v1/browse/albums/:id`), if any. */
export function operationOfRoute(method: string, url: string | undefined): string | undefined {
  return url ? byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`) : undefined;
}
