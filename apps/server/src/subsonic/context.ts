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

const WRITES = new WeakSet<Method>();

/** A method that changes the listener's data: it takes from the device's write budget, like the web API's writes. */
export function writes(method: Method): Method {
  WRITES.add(method);
  return method;
}

export const isWrite = (method: Method): boolean => WRITES.has(method);
