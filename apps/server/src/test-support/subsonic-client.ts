import type { FastifyInstance } from 'fastify';
import { SubsonicAPI } from 'subsonic-api';
import { createAppPassword } from '../auth/app-passwords.js';

/** fetch over app.inject, so the third-party client talks to the app without a socket. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), host: url.host },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(response.statusCode === 204 || response.statusCode === 304 ? null : response.rawPayload, { status: response.statusCode, headers });
  }) as typeof fetch;
}

export interface AppLogin {
  username: string;
  password: string;
}

/** An app password for a code (by id), as the profile dialog or the admin CLI makes it. */
export async function appLogin(app: FastifyInstance, codeId: number, name = 'Test app'): Promise<AppLogin> {
  const created = await createAppPassword(app.db, app.dialect, app.signingSecret, { codeId, name, actor: 'test' });
  return { username: created.username, password: created.password };
}

export function subsonicClient(app: FastifyInstance, auth: AppLogin | { apiKey: string }, options: { post?: boolean } = {}) {
  return new SubsonicAPI({ url: 'http://tangerine.test', auth, fetch: injectFetch(app), ...options });
}

/** The code id behind a device activated by the test app. */
export async function codeIdOfDevice(app: FastifyInstance, deviceRowId: number): Promise<number> {
  return (await app.db.selectFrom('devices').select('code_id').where('id', '=', deviceRowId).executeTakeFirstOrThrow()).code_id;
}
