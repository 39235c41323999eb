import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { openApiDocumentUrl } from '@tangerine/api/document';

export interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
}

export interface OpenApiDocument {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let cached: OpenApiDocument | undefined;

/** The contract (libs/api/openapi.yaml), parsed once. */
export function loadContract(): OpenApiDocument {
  cached ??= parse(fs.readFileSync(fileURLToPath(openApiDocumentUrl), 'utf8')) as OpenApiDocument;
  return cached;
}

/** Starts from a contract parsed elsewhere: the test run parses the YAML once, not once per test file. */
export function useParsedContract(document: OpenApiDocument): void {
  cached = document;
}

/**
 * The contract as the router takes it: answers' media types other than JSON left out. The router
 * registers a body parser check for every media type it meets, answers' too, and warns about
 * `audio/*`, `image/*` and `text/event-stream`, which only answers carry (as streams that no
 * schema serializes, so nothing else changes).
 */
export function routingContract(document: OpenApiDocument = loadContract()): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, METHODS.includes(method) ? withJsonAnswersOnly(operation) : operation])),
    ]),
  );
  return { ...document, paths };
}

function withJsonAnswersOnly(operation: unknown): unknown {
  if (typeof operation !== 'object' || operation === null || !('responses' in operation)) return operation;
  const responses = (operation as { responses: Record<string, unknown> }).responses;
  const kept = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (typeof response !== 'object' || response === null || !('content' in response)) return [status, response];
      const content = Object.entries((response as { content: Record<string, unknown> }).content).filter(([type]) => type.includes('json'));
      const { content: _all, ...rest } = response as { content: unknown };
      return [status, content.length > 0 ? { ...rest, content: Object.fromEntries(content) } : rest];
    }),
  );
  return { ...operation, responses: kept };
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Whether the operation needs a bearer token and x-device-id. */
  secured: boolean;
  /** Whether the operation needs the admin key instead (the admin console's operations). */
  admin: boolean;
}

export function contractOperations(document: OpenApiDocument = loadContract()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation?.operationId) continue;
      const security = operation.security ?? document.security ?? [];
      const admin = security.some((s) => 'adminKey' in s);
      operations.push({ operationId: operation.operationId, method: method.toUpperCase(), path, secured: !admin && security.length > 0 && !security.some((s) => Object.keys(s).length === 0), admin });
    }
  }
  return operations;
}
