import { artworkSrcSet, type HomePageCall, type HomePageInput, type HomePageRenderer } from '@tangerine/api';
import { greetingForHour } from '@tangerine/session';
import { AppShell, ArtworkSourcesProvider, TangerineProvider } from '@tangerine/ui';
import { homeScreenCalls } from '../api/home-screen-calls';
import { HomeView, type HomeData } from '../features/home/home-view';
import { AppSidebarAt } from '../features/shell/app-sidebar';
import { renderSnapshot, type Snapshot } from './activation-snapshot';
import { prerenderedPage } from './prerendered-page';

/**
 * Home for a signed-in listener, rendered by the server into the page it answers `/` with
 * (apps/server's web-app plugin loads this module from dist-prerender/home-page.js). The listener
 * sees Home with the HTML; the app starts after the first paint, from the same answers, and takes
 * the copy down once its own Home is in place (features/home/home-route.tsx).
 */

/** The GETs whose answers `renderHomePage` needs, by name. */
export const homePageCalls: ReadonlyArray<HomePageCall> = Object.entries(homeScreenCalls).map(([name, call]) => ({ name, url: call.url }));

const ignore = () => undefined;

/** The hour on the listener's clock, for the greeting the app would show. */
export function hourIn(now: Date, timeZone: string | undefined): number {
  if (timeZone) {
    try {
      const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now);
      const parsed = Number.parseInt(hour, 10);
      if (parsed >= 0 && parsed < 24) return parsed;
    } catch {
      // An unknown time zone name: fall back to the server's clock.
    }
  }
  return now.getHours();
}

/**
 * The shell (no track loaded yet) around the section that opens Home, as the app renders them at
 * `/`. The sections below it come with the app: the page stays small for a phone to parse and lay
 * out before its first paint, and the covers on the first screen do not share the connection with
 * the twelve below them (a browser loads lazy images within a few screens of the viewport at once).
 */
export function renderHomeSnapshot(data: HomeData, greeting: string): Snapshot {
  return renderSnapshot(
    // In-app links as plain anchors: the app's router links render the same <a href>.
    <TangerineProvider>
      <ArtworkSourcesProvider srcSet={artworkSrcSet}>
        <AppShell
          sidebar={<AppSidebarAt pathname="/" search="" collapsed={false} onToggleCollapsed={ignore} drawerOpen={false} onCloseDrawer={ignore} onOpenProfile={ignore} />}
          onOpenDrawer={ignore}
        >
          <HomeView greeting={greeting} data={data} play={ignore} firstScreenOnly />
        </AppShell>
      </ArtworkSourcesProvider>
    </TangerineProvider>,
  );
}

/** Home's query answers from the calls' bodies, by query name. */
export function homeDataFrom(bodies: Readonly<Record<string, unknown>>): HomeData {
  return {
    feed: homeScreenCalls.feed.data(bodies['feed']),
    playlists: homeScreenCalls.playlists.data(bodies['playlists']),
    podcasts: homeScreenCalls.podcasts.data(bodies['podcasts']),
    stations: homeScreenCalls.stations.data(bodies['stations']),
  };
}

/** index.html with Home in it, and Home's query answers for the app's cache. */
export function renderHomePage({ indexHtml, bodies, now, timeZone }: HomePageInput): string {
  const data = homeDataFrom(bodies);
  const snapshot = renderHomeSnapshot(data, greetingForHour(hourIn(now, timeZone)));
  return prerenderedPage(indexHtml, snapshot, { page: 'home', hidesApp: true, data }).html;
}

/** This module as the server loads it, checked against the interface the server types it with. */
export const homePageRenderer: HomePageRenderer = { homePageCalls, renderHomePage };
