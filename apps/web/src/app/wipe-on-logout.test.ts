import { createSessionStore } from '@tangerine/session';
import { describe, expect, it, vi } from 'vitest';
import { wipeOnLogout } from './wipe-on-logout';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
}

const activation = { code: 'ABCD-EFGH-IJKL', expiryDate: '2027-01-05T00:00:00.000Z', deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' };

describe('wipeOnLogout', () => {
  it('wipes once when an activated session logs out (logout or a 401), not on token refreshes', () => {
    const session = createSessionStore(memoryStorage());
    session.activate(activation);
    const wipe = vi.fn();
    wipeOnLogout(session, wipe);
    session.activate({ ...activation, accessToken: 'a2' });
    expect(wipe).not.toHaveBeenCalled();
    session.logout();
    expect(wipe).toHaveBeenCalledTimes(1);
    session.logout();
    expect(wipe).toHaveBeenCalledTimes(1);
  });

  it('wipes on a logged-out start (a wipe cut short by the reload finishes)', () => {
    const wipe = vi.fn();
    wipeOnLogout(createSessionStore(memoryStorage()), wipe);
    expect(wipe).toHaveBeenCalledTimes(1);
  });
});
