import type { Middleware } from 'openapi-fetch';

export const DEVICE_ID_HEADER = 'x-device-id';

/** Sends the stored device id on every call once it is known. */
export function deviceIdMiddleware(getDeviceId: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const deviceId = getDeviceId();
      if (deviceId) request.headers.set(DEVICE_ID_HEADER, deviceId);
      return request;
    },
  };
}
