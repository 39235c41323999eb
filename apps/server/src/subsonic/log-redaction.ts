import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials (Subsonic logins, signed media URLs): never written to logs. */
const SECRET_PARAMETERS = new Set(['p', 't', 's', 'apiKey', 'signature']);

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMETERS.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** pino's request serializer without credentials in the URL. */
export function requestWithoutSecrets(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
