import type { SessionStore } from '@tangerine/session';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The browser's time zone for the server's greeting, or undefined when Intl cannot tell. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Where the last time zone Intl gave is kept, with the UTC offset it had then. */
export const TIME_ZONE_KEY = 'tangerine.timeZone';

/**
 * The browser's time zone, kept in storage beside its offset: Intl's lookup is a long task on a
 * phone's first load, so it runs again only when the offset differs (a journey, a daylight-saving change).
 */
export function rememberedTimeZone(storage: Pick<Storage, 'getItem' | 'setItem'>, offsetMinutes = new Date().getTimezoneOffset(), lookUp = browserTimeZone): string | undefined {
  try {
    const kept = JSON.parse(storage.getItem(TIME_ZONE_KEY) ?? 'null') as { zone?: unknown; offset?: unknown } | null;
    if (kept && typeof kept.zone === 'string' && kept.offset === offsetMinutes) return kept.zone;
  } catch {
    // No storage or a damaged entry: Intl tells.
  }
  const zone = lookUp();
  try {
    if (zone) storage.setItem(TIME_ZONE_KEY, JSON.stringify({ zone, offset: offsetMinutes }));
  } catch {
    // A full or missing storage only costs the lookup next time.
  }
  return zone;
}

/**
 * Asks the server to set the page session cookie (libs/api page-session.ts) while activated, once per
 * page and again after a token refresh, so the next visit gets Home rendered. The cookie is HttpOnly:
 * the server sets it (PUT /api/v1/auth/page-session) and clears it (POST /api/v1/auth/logout); no page
 * script ever holds the token in a cookie. A failed call only costs that pre-rendered Home.
 */
export function keepPageSessionCookie(store: SessionStore, setPageSession: (timeZone: string | undefined) => Promise<unknown>, timeZone = browserTimeZone()): () => void {
  let sent: string | null = null;
  const sync = () => {
    const deviceId = store.getDeviceId();
    const accessToken = store.getAccessToken();
    const key = store.getSnapshot().isActivated && deviceId && accessToken ? `${deviceId} ${accessToken}` : null;
    if (key === sent) return;
    // Offline, the call could only fail: it is made when the network comes back.
    if (key && isOffline()) return;
    sent = key;
    if (key) setPageSession(timeZone).catch((error: unknown) => console.warn('The page session cookie could not be set', error));
  };
  sync();
  const online = typeof window === 'undefined' ? undefined : window;
  online?.addEventListener('online', sync);
  const unsubscribe = store.subscribe(sync);
  return () => {
    online?.removeEventListener('online', sync);
    unsubscribe();
  };
}
