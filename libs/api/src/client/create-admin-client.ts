import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';

/** The header the admin operations read the admin key from (never a cookie: see the server's admin-auth plugin). */
export const ADMIN_KEY_HEADER = 'x-admin-key';

export interface AdminClientOptions {
  /** Origin of the server, e.g. `https://tangerine.example`. */
  baseUrl: string;
  /** The admin key the console holds (in session storage), or nothing before sign-in. */
  getAdminKey: () => string | null | undefined;
  /** A custom fetch (tests and stories pass a mock). */
  fetch?: (input: Request) => Promise<Response>;
}

/** The admin console's typed client: /api/v1/admin operations with the admin key header, no listener token. */
export function createAdminClient(options: AdminClientOptions): Client<paths> {
  const client = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use({
    onRequest({ request }) {
      const key = options.getAdminKey();
      if (key) request.headers.set(ADMIN_KEY_HEADER, key);
      return request;
    },
  });
  return client;
}

export type AdminClient = Client<paths>;
