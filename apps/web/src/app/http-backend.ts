// Interim wiring until the api helper's configured client (src/api) lands; same rules as SPEC §7/§8.
import type { SessionStore } from '@tangerine/session';
import type { Backend } from '../lib/backend';

export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

export interface HttpBackendOptions {
  session: SessionStore;
  onUnauthorized: () => void;
  onError: (message: string) => void;
  fetchImpl?: typeof fetch;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function createHttpBackend({ session, onUnauthorized, onError, fetchImpl = fetch }: HttpBackendOptions): Backend {
  async function request<T>(method: string, path: string, body: unknown, auth: boolean): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const deviceId = session.getDeviceId();
    if (deviceId) headers['x-device-id'] = deviceId;
    const token = session.getAccessToken();
    if (auth && token) headers.authorization = `Bearer ${token}`;
    const response = await fetchImpl(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const data: unknown = await response.json().catch(() => null);
    if (response.status === 401 && auth) {
      onUnauthorized();
      throw new ApiError('Session expired. Please activate again.', 401);
    }
    if (response.status < 200 || response.status > 299) {
      const message =
        data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : GENERIC_ERROR_MESSAGE;
      onError(message);
      throw new ApiError(message, response.status);
    }
    return data as T;
  }

  return {
    activate: (body) => request('POST', '/api/v1/auth/activate', body, false),
  };
}
