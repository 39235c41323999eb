import { Suspense, useLayoutEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { greetingForHour } from '@tangerine/session';
import { LoadingState, Page, PageTitle, useT, type MessageId } from '@tangerine/ui';
import { homeScreenQueries } from '../../api/home-screen-queries';
import { useOnline } from '@tangerine/offline-web/use-online';
import { removeSnapshot, useEarlyQueriesHandOff, useStepwiseCount } from '../../lib/first-load';
import { lazyWithRetry } from '../../lib/lazy';
import { toTrackView, usePlayTracks } from '../../lib/track-actions';
import { HOME_SECTION_COUNT, HomeView, type HomeViewProps } from './home-view';
import { HOME_LIMITS } from './lead-cover';

// Only offline: its code stays out of Home's first load.
const loadOfflineHome = () => import('@tangerine/offline-web/offline-home');
const OfflineHome = lazyWithRetry(() => loadOfflineHome().then((module) => ({ default: module.OfflineHome })));
/** Loaded while the network is there (routes.tsx), so that Home opens offline. */
export const preloadOffline = loadOfflineHome;

/** The spec's greetings (libs/session's greetingForHour picks one by the hour) and their messages. */
const GREETINGS: Record<string, MessageId> = { 'Good morning': 'home.goodMorning', 'Good afternoon': 'home.goodAfternoon', 'Good evening': 'home.goodEvening' };

/**
 * Home on the page's first load: the first screen in the commit that takes the server's copy down,
 * then one section more per painted frame (the sections below the first screen are also laid out
 * only as they come near the viewport: Section's deferOffscreen).
 */
function HomeInSteps(props: Omit<HomeViewProps, 'sectionLimit'>) {
  return <HomeView {...props} sectionLimit={useStepwiseCount(HOME_SECTION_COUNT)} />;
}

export function HomeScreen({ now = new Date() }: { now?: Date }) {
  const t = useT();
  const queries = homeScreenQueries();
  // Opened at /, the shell started these already (or the page brought them): the feed's first answer is this visit's.
  const [feedStartedEarly] = useEarlyQueriesHandOff(useQueryClient(), Object.values(queries).map((query) => query.queryKey));
  const feed = useQuery({ ...queries.feed, refetchOnMount: !feedStartedEarly });
  const playlists = useQuery(queries.playlists);
  const podcasts = useQuery(queries.podcasts);
  const stations = useQuery(queries.stations);
  const play = usePlayTracks();
  const greeting = t(GREETINGS[greetingForHour(now.getHours())] ?? 'home.goodEvening');
  // Featured Playlists comes first on the page: wait for it too, so it does not push the rest down.
  const pending = feed.isPending || playlists.isPending;
  const online = useOnline();

  // The page the server rendered for this visit stays up until this screen can take its place.
  useLayoutEffect(() => {
    if (!pending || !online) removeSnapshot();
  }, [pending, online]);

  // Offline, Home is what this device stores: the feed's cards would lead to screens that need the network.
  if (!online)
    return (
      <Suspense fallback={null}>
        <OfflineHome greeting={greeting} play={play} songLimit={HOME_LIMITS.songs} songView={toTrackView} />
      </Suspense>
    );
  if (pending) {
    return (
      <Page>
        <PageTitle>{greeting}</PageTitle>
        <LoadingState text={t('home.loading')} />
      </Page>
    );
  }
  return <HomeInSteps greeting={greeting} data={{ feed: feed.data, playlists: playlists.data, podcasts: podcasts.data, stations: stations.data }} play={play} />;
}

export function Component() {
  return <HomeScreen />;
}
