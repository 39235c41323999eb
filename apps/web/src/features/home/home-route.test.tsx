import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEEDS_CONNECTION_REASON } from '@tangerine/offline-machine';
import { DownloadsProvider } from '@tangerine/offline-web';
import { FOLLOWED_LISTS_KEY, LIST_CONTENTS_KEY } from '@tangerine/offline-web/testing';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { homePayload, playlist, playlistList, podcast, podcastList, station, stationList, track, tracks } from '../../test-support/fixtures';
import { pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { HomeScreen } from './home-route';

const morning = new Date(2026, 0, 5, 9, 0);
const evening = new Date(2026, 0, 5, 20, 0);

function fullRoutes() {
  return {
    'GET /api/v1/browse/home': homePayload(),
    'GET /api/v1/browse/playlists': playlistList(Array.from({ length: 10 }, (_, i) => playlist({ id: `pl-${i}`, title: `Playlist ${i}` }))),
    'GET /api/v1/browse/podcasts': podcastList(Array.from({ length: 8 }, (_, i) => podcast({ id: `pod-${i}`, title: `Show ${i}`, author: i === 0 ? null : 'Ana' }))),
    'GET /api/v1/browse/radio': stationList(Array.from({ length: 8 }, (_, i) => station({ id: `st-${i}`, name: `Station ${i}`, country: i === 0 ? null : 'Spain' }))),
  };
}

describe('Home', () => {
  it('greets by the hour and shows "Loading your music..." while the feed loads', () => {
    renderScreen(<HomeScreen now={morning} />, { routes: { 'GET /api/v1/browse/home': pending } });
    expect(screen.getByRole('heading', { name: 'Good morning' })).toBeInTheDocument();
    expect(screen.getByText('Loading your music...')).toBeInTheDocument();
  });

  it('shows the sections with their limits, "Show all" targets and fallback subtitles', async () => {
    renderScreen(<HomeScreen now={evening} />, { routes: fullRoutes() });
    expect(await screen.findByRole('heading', { name: 'Latest Songs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Good evening' })).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured Playlists' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(8);
    expect(within(featured).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/playlists');
    expect(within(screen.getByRole('region', { name: 'Latest Songs' })).getAllByRole('listitem')).toHaveLength(12);
    expect(within(screen.getByRole('region', { name: 'Recently Added' })).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/library');
    const popular = screen.getByRole('region', { name: 'Popular Albums' });
    expect(within(popular).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/albums');
    expect(within(popular).getByText('Various Artists')).toBeInTheDocument();
    const artists = screen.getByRole('region', { name: 'Trending Artists' });
    expect(within(artists).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/artists');
    expect(within(artists).getByText('Indie')).toBeInTheDocument();
    expect(within(artists).getByText('Artist')).toBeInTheDocument();
    const podcasts = await screen.findByRole('region', { name: 'Popular Podcasts' });
    expect(within(podcasts).getAllByRole('listitem')).toHaveLength(6);
    expect(within(podcasts).getByText('Podcast')).toBeInTheDocument();
    const radio = await screen.findByRole('region', { name: 'Radio Stations' });
    expect(within(radio).getAllByRole('listitem')).toHaveLength(6);
    expect(within(radio).getByText('Live Radio')).toBeInTheDocument();
  });

  it('hides empty sections', async () => {
    renderScreen(<HomeScreen now={morning} />, {
      routes: { 'GET /api/v1/browse/home': homePayload({ recently_played: [], popular_albums: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Latest Songs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently Played' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular Albums' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured Playlists' })).not.toBeInTheDocument();
  });

  it('queues the latest songs from the play button', async () => {
    const { player } = renderScreen(<HomeScreen now={morning} />, { routes: fullRoutes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Latest Songs' }));
    expect(player.getSnapshot().context.queue).toHaveLength(12);
    expect(player.getSnapshot().context.currentIndex).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Play Song 3' }));
    expect(player.getSnapshot().context.currentIndex).toBe(2);
  });
});

describe('Home taking over the server\'s copy', () => {
  const sectionTitles = () => screen.queryAllByRole('region').map((region) => within(region).getAllByRole('heading')[0]?.textContent);
  afterEach(() => document.getElementById('prerendered')?.remove());

  it('replaces the copy with its first screen alone, then adds the other sections one at a time', async () => {
    const copy = document.createElement('div');
    copy.id = 'prerendered';
    copy.dataset['page'] = 'home';
    document.body.append(copy);
    // What the page holds when the copy comes down (Home's layout effect, in the commit that shows its first screen).
    const atTakeOver = new Promise<string[]>((resolve) => {
      new MutationObserver((_records, observer) => {
        if (copy.isConnected) return;
        observer.disconnect();
        resolve(sectionTitles());
      }).observe(document.body, { childList: true, subtree: true });
    });
    renderScreen(<HomeScreen now={evening} />, { routes: fullRoutes() });
    expect(await atTakeOver).toEqual(['Featured Playlists']);
    // Seven painted frames, each a transition: on a loaded machine this takes seconds (the setup's wait applies).
    const radio = await screen.findByRole('region', { name: 'Radio Stations' });
    expect(within(radio).getAllByRole('listitem')).toHaveLength(6);
    expect(sectionTitles()).toEqual([
      'Featured Playlists',
      'Recently Added',
      'Latest Songs',
      'Popular Albums',
      'Trending Artists',
      'Recently Played',
      'Popular Podcasts',
      'Radio Stations',
    ]);
  });
});

describe('Home offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  async function renderOffline(stored: ReturnType<typeof tracks>) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { hub } = await hubWithStored(stored);
    return renderScreen(
      <DownloadsProvider hub={hub}>
        <HomeScreen now={morning} />
      </DownloadsProvider>,
      { routes: { 'GET /api/v1/browse/home': pending, 'GET /api/v1/browse/playlists': pending } },
    );
  }

  it('shows what this device stores instead of a spinner, and greys the network sections with the reason', async () => {
    const stored = [...tracks(2), track({ id: 'trk-9', title: 'Lime Light', album: { id: 'alb-2', title: 'Green Tones' } })];
    window.localStorage.setItem(FOLLOWED_LISTS_KEY, JSON.stringify(['my-playlist:up-1', 'playlist:gone']));
    window.localStorage.setItem(
      LIST_CONTENTS_KEY,
      JSON.stringify([
        { listId: 'my-playlist:up-1', title: 'Road Trip', trackIds: ['trk-9', 'trk-404'] },
        { listId: 'playlist:gone', title: 'Nothing stored', trackIds: ['trk-404'] },
      ]),
    );
    const { player } = await renderOffline(stored);
    const songs = await screen.findByRole('region', { name: 'Downloaded Songs' });
    expect(within(songs).getAllByRole('listitem')).toHaveLength(3);
    const albums = screen.getByRole('region', { name: 'Downloaded Albums' });
    expect(within(albums).getByRole('link', { name: 'Citrus Dreams' })).toHaveAttribute('href', '/album/alb-1');
    expect(within(albums).getByText('2 songs on this device')).toBeInTheDocument();
    const playlists = screen.getByRole('region', { name: 'Downloaded Playlists' });
    expect(within(playlists).getByRole('link', { name: 'Road Trip' })).toHaveAttribute('href', '/my-playlists/up-1');
    expect(within(playlists).getByText('1 of 2 songs on this device')).toBeInTheDocument();
    expect(within(playlists).queryByText('Nothing stored')).toBeNull();
    for (const name of ['Featured Playlists', 'Popular Albums', 'Trending Artists', 'Popular Podcasts', 'Radio Stations']) {
      expect(screen.getByRole('region', { name })).toHaveTextContent(NEEDS_CONNECTION_REASON);
    }
    expect(screen.queryByText('Loading your music...')).toBeNull();
    await userEvent.click(within(albums).getByRole('button', { name: 'Play Citrus Dreams' }));
    expect(player.getSnapshot().context.queue.map((item) => item.id)).toEqual(['trk-1', 'trk-2']);
  });

  it('says so when nothing is stored yet', async () => {
    await renderOffline([]);
    expect(await screen.findByText('Nothing on this device yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Downloaded Songs' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Featured Playlists' })).toHaveTextContent(NEEDS_CONNECTION_REASON);
  });
});
