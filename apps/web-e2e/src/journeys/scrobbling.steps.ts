import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startServer, type RunningServer } from '@tangerine/harness';
import { startScrobbleServices } from '../support/scrobble-services.js';
import { listenerTab } from '../support/listener-tab.js';
import { activate, eventually, playerBar, playFirstLatestSong, visible } from '../support/steps.js';

const TOKEN = 'journey-listenbrainz-token';

/**
 * Scrobbling in Debian's Chromium against a built server of the journey's own, whose ListenBrainz and
 * Last.fm are local fakes: the listener connects both in the profile dialog (a token; Last.fm's sign-in
 * page and back), plays a song, and both services hear "now playing" from the server; with `scrobbles`,
 * then its scrobble once half of it was heard and it is paused. `databaseUrl` (read once the global
 * setup ran) puts that server on PostgreSQL; without it, on SQLite.
 */
export function scrobblingSteps(name: string, target: { databaseUrl?: () => string; scrobbles?: boolean } = {}): void {
  let services: Awaited<ReturnType<typeof startScrobbleServices>>;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    services = await startScrobbleServices({ token: TOKEN, listenBrainzUser: 'journey-lb', lastFmUser: 'journey-fm', apiKey: 'journey-key', secret: 'journey-secret' });
    server = await startServer({ env: services.env, ...(target.databaseUrl ? { databaseUrl: target.databaseUrl() } : {}) });
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    ({ context, page } = await listenerTab(browser, server.baseUrl));
  }, 600_000);

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await services?.close();
  });

  /** The song played (read by the step that plays it). */
  let title = '';
  /** Where the element that plays is in its song. */
  const heardNow = () =>
    page.evaluate(() => {
      const seen = (window as unknown as { __tangerineMedia?: Set<HTMLMediaElement> }).__tangerineMedia ?? new Set<HTMLMediaElement>();
      const media = [...seen].find((element) => !element.paused);
      return media ? { currentTime: media.currentTime, duration: media.duration } : null;
    });
  const profile = () => page.getByRole('dialog', { name: 'Your Profile' });
  const service = (name: string) => profile().getByRole('region', { name, exact: true });

  describe.sequential(name, { timeout: 120_000 }, () => {
    test('connects ListenBrainz with a token in the profile dialog', async () => {
      await activate(page, await server.issueCode());
      await page.getByRole('button', { name: /Your Profile/ }).click();
      await service('ListenBrainz').getByLabel('User token').fill(TOKEN);
      await service('ListenBrainz').getByRole('button', { name: 'Connect' }).click();
      await visible(service('ListenBrainz').getByText('Connected as journey-lb'));
    });

    test('connects Last.fm through its sign-in page and comes back to the dialog', async () => {
      await service('Last.fm').getByRole('button', { name: 'Connect' }).click();
      await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('lastfm'));
      await visible(service('Last.fm').getByText('Connected as journey-fm'));
      expect(services.lastFm.map((call) => call.method)).toContain('auth.getSession');
      await profile().getByRole('button', { name: 'Close', exact: true }).click();
    });

    test('a song played is announced to both services by the server', async () => {
      title = await playFirstLatestSong(page);
      await eventually(async () => services.listenBrainz, (calls) => calls.some((c) => c.listen_type === 'playing_now' && c.track === title), 'ListenBrainz hearing "now playing"');
      await eventually(async () => services.lastFm, (calls) => calls.some((c) => c.method === 'track.updateNowPlaying' && c.track === title), 'Last.fm hearing track.updateNowPlaying');
    });

    // Half a song of real time (about 40 s for the first latest song): one variant pays it.
    test.runIf(target.scrobbles)('the song heard past half its length, then paused, is scrobbled to both services once', async () => {
      // The services' rule counts the time heard: the pause's stop call tells the server how long that was.
      await eventually(heardNow, (heard) => heard !== null && Number.isFinite(heard.duration) && heard.currentTime > heard.duration / 2 + 3, 'the song heard past half its length', 110_000);
      await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click();
      const listens = await eventually(async () => services.listenBrainz.filter((c) => c.listen_type !== 'playing_now' && c.track === title), (calls) => calls.length > 0, 'ListenBrainz receiving the listen', 60_000);
      const scrobbles = await eventually(async () => services.lastFm.filter((c) => c.method === 'track.scrobble' && c.track === title), (calls) => calls.length > 0, 'Last.fm receiving track.scrobble', 60_000);
      expect([listens.length, scrobbles.length]).toEqual([1, 1]);
    });
  });
}
