import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, operations, PathOf, QueryOf } from '../contract.js';
import type { Account } from '../auth/activation.js';
import { notFound } from '../http-error.js';
import { parseId } from '../repositories/page.js';

export type OperationId = keyof operations;

export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathOf<Op>;
  Querystring: QueryOf<Op>;
  Body: BodyOf<Op>;
}>;

export type OperationHandler<Op extends OperationId> = (request: OperationRequest<Op>, reply: FastifyReply) => Promise<unknown>;

/** One handler per operationId of the contract; the type makes a missing one a compile error. */
export type OperationHandlers = { [Op in OperationId]: OperationHandler<Op> };

export type HandlerFactory<Ops extends OperationId> = (app: FastifyInstance) => Pick<OperationHandlers, Ops>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated account (activation code) and device, on secured operations. */
    account?: Account;
  }
}

/** The access token of an `Authorization: Bearer …` header. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error('Secured handler ran without authentication');
  return request.account;
}

/** Who acts, for the audit log: the listener's device and address. */
export const listenerActor = (request: FastifyRequest): string => `listener ${accountOf(request).deviceId} (${request.ip})`;

/** A path id that must name an existing entity: malformed ids are simply not found. */
export function idOrNotFound(raw: string, message: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(message);
  return id;
}

export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw notFound(message);
  return value;
}

export const page = (query: { page?: number; limit?: number }, defaultLimit: number) => ({ page: query.page ?? 1, limit: query.limit ?? defaultLimit });

/** Sends JSON that is already serialized (e.g. from a cache) as it is. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
