/**
 * The cookie that lets the server render a signed-in listener's first page (Home) into its HTML.
 * Local storage stays the session's home; the server sets this cookie HttpOnly from an authorised
 * call (the device, its access token, the listener's time zone for the greeting) and clears it at logout.
 * The server reads it only to render pages, never to authorise an API call: API calls carry the
 * Authorization and x-device-id headers as before.
 */
export const PAGE_SESSION_COOKIE = 'tangerine_page';

export interface PageSession {
  deviceId: string;
  accessToken: string;
  /** IANA time zone of the browser (e.g. Europe/Berlin), for the hour-dependent greeting. */
  timeZone?: string;
}

const MAX_COOKIE_CHARS = 2048;

/** The cookie's value: URI-encoded JSON (cookie values may not hold `;`, `,`, spaces or quotes). */
export function encodePageSession(session: PageSession): string {
  const { deviceId, accessToken, timeZone } = session;
  return encodeURIComponent(JSON.stringify(timeZone ? { deviceId, accessToken, timeZone } : { deviceId, accessToken }));
}

/** The page session in a Cookie header, or null when there is none or it is not one we wrote. */
export function pageSessionFromCookieHeader(header: string | undefined): PageSession | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== PAGE_SESSION_COOKIE) continue;
    return decodePageSession(part.slice(separator + 1).trim());
  }
  return null;
}

function decodePageSession(value: string): PageSession | null {
  if (value.length > MAX_COOKIE_CHARS) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { deviceId, accessToken, timeZone } = parsed as Record<string, unknown>;
    if (typeof deviceId !== 'string' || typeof accessToken !== 'string' || !deviceId || !accessToken) return null;
    return typeof timeZone === 'string' && timeZone ? { deviceId, accessToken, timeZone } : { deviceId, accessToken };
  } catch {
    return null;
  }
}
