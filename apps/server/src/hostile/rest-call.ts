/** Raw /rest calls for the hostile tests: any parameters, any address, the answer as JSON. */
import type { FastifyInstance } from 'fastify';

export type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RestAnswer {
  status: number;
  body: Answer;
  headers: Record<string, unknown>;
}

/** GET /rest/<method> with `f=json` (unless given) and the parameters (repeated names as arrays). */
export async function rest(app: FastifyInstance, method: string, query: Record<string, string | string[]>, ip = '10.0.0.1'): Promise<RestAnswer> {
  const search = new URLSearchParams({ v: '1.16.1', c: 'hostile', f: 'json' });
  for (const [name, value] of Object.entries(query)) {
    search.delete(name);
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const response = await app.inject({ url: `/rest/${method}?${search}`, remoteAddress: ip });
  return { status: response.statusCode, body: response.json<Answer>()['subsonic-response'] as Answer, headers: response.headers };
}

/** 'ok', or the error code of a failed answer. */
export const errorCode = (answer: RestAnswer): number | 'ok' => (answer.body['status'] === 'failed' ? (answer.body['error'].code as number) : 'ok');
