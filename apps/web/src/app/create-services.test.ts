import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAfterFirstScreen, type FirstScreenClock } from '../lib/first-load/after-first-screen';
import { FUTURE_EXPIRY } from '../test-support/render-app';
import { createBrowserSession, memoryStorage } from '../lib/session';
import { equalizerOf } from '@tangerine/player-web/equalizer';
import { createServices } from './create-services';

// Connect's and rooms' starts are the app's to schedule; what they do once started is theirs (their own tests).
const started = vi.hoisted(() => ({ connect: 0, rooms: 0 }));
vi.mock('@tangerine/connect-web/connect-start', () => ({
  startConnect: () => {
    started.connect++;
    return () => undefined;
  },
}));
vi.mock('@tangerine/rooms-web/start-rooms', () => ({
  startRooms: () => {
    started.rooms++;
    return { observer: {}, stop: () => undefined };
  },
}));

/** A page whose load, painted frame and idle periods come when the test says. */
function manualClock() {
  const waiting: Array<() => void> = [];
  const clock: FirstScreenClock = { loaded: (then) => void waiting.push(then), painted: (then) => void waiting.push(then), idle: (then) => void waiting.push(then) };
  const settle = async () => {
    for (let round = 0; round < 20; round++) {
      waiting.splice(0).forEach((then) => then());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { clock, settle };
}

describe('the services of an activated page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('start Connect, rooms and the page session cookie only once the first screen is up', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    const storage = memoryStorage();
    const session = createBrowserSession(storage);
    session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' });
    const { clock, settle } = manualClock();
    const later = createAfterFirstScreen(clock);

    createServices({ storage, session }, later);
    await settle();
    expect(requests).not.toContain('/api/v1/auth/page-session');
    expect(started).toEqual({ connect: 0, rooms: 0 });

    later.firstScreenShown();
    // Each start runs in an idle period of its own, once the one before has loaded: they come as the test settles the page.
    await vi.waitFor(
      async () => {
        await settle();
        expect(requests).toContain('/api/v1/auth/page-session');
        expect(started).toEqual({ connect: 1, rooms: 1 });
      },
      { timeout: 25_000, interval: 50 },
    );
  });

  it('load a saved equalizer in an idle period after the first screen, before any play', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
    const storage = memoryStorage();
    storage.setItem('tangerine.equalizer', JSON.stringify({ enabled: true, preamp: -2, gains: [4, 3, 0, 0, 0, 0, 0, 0, 2, 3], preset: null, custom: [] }));
    const session = createBrowserSession(storage);
    session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' });
    const { clock, settle } = manualClock();
    const later = createAfterFirstScreen(clock);

    const { player } = createServices({ storage, session }, later);
    await settle();
    expect(equalizerOf(player.actor)).toBeNull();

    later.firstScreenShown();
    await vi.waitFor(
      async () => {
        await settle();
        expect(equalizerOf(player.actor)?.getSnapshot()).toMatchObject({ enabled: true, preamp: -2 });
      },
      { timeout: 25_000, interval: 50 },
    );
  });
});
