import type { SessionStore } from '@tangerine/session';

/**
 * Runs `wipe` when the session goes from activated to logged out (the profile's Logout, or a 401 that
 * logs the device out), and on a logged-out start: a wipe cut short by the reload to /activate ends there.
 */
export function wipeOnLogout(session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>, wipe: () => unknown): () => void {
  let activated = session.getSnapshot().isActivated;
  if (!activated) wipe();
  return session.subscribe(() => {
    const now = session.getSnapshot().isActivated;
    if (activated && !now) wipe();
    activated = now;
  });
}
