import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SubsonicUser } from './auth.js';
import type { Params } from './params.js';
import type { Payload } from './response.js';

/** What a method gets: the app, the parameters, the authenticated app password, the raw request. */
export interface MethodContext {
  app: FastifyInstance;
  params: Params;
  user: SubsonicUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Marks an answer the method sent itself (audio, images). */
export const SENT = Symbol('sent');

export type Method = (context: MethodContext) => Promise<Payload | typeof SENT>;
export type MethodTable = Record<string, Method>;
