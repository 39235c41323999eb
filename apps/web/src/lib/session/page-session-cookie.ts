import { encodePageSession, PAGE_SESSION_COOKIE } from '@tangerine/api';
import type { SessionStore } from '@tangerine/session';

export interface CookieJar {
  cookie: string;
  location: { protocol: string };
}

/** The browser's time zone for the server's greeting, or undefined when Intl cannot tell. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the page session cookie (libs/api page-session.ts) in step with the session: written while
 * activated, so the server can send Home already rendered on the next visit, and removed on logout.
 * Strict same-site: other sites' pages never make the browser send it.
 */
export function mirrorSessionIntoCookie(store: SessionStore, jar: CookieJar = document, timeZone = browserTimeZone()): () => void {
  let written: string | null = null;
  const sync = () => {
    const deviceId = store.getDeviceId();
    const accessToken = store.getAccessToken();
    const value = store.getSnapshot().isActivated && deviceId && accessToken ? encodePageSession({ deviceId, accessToken, timeZone }) : '';
    if (value === written) return;
    written = value;
    const secure = jar.location.protocol === 'https:' ? '; Secure' : '';
    jar.cookie = value
      ? `${PAGE_SESSION_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Strict${secure}`
      : `${PAGE_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  };
  sync();
  return store.subscribe(sync);
}
