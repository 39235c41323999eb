import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track, tracks } from '../../test-support/fixtures';
import { DownloadsProvider } from '@tangerine/offline-web';
import { FOLLOWED_LISTS_KEY, LIST_CONTENTS_KEY } from '@tangerine/offline-web/testing';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { OfflineStoredPage } from './offline-detail';
import { UNAVAILABLE_OFFLINE_TITLE } from './unavailable-offline';
import { renderScreen } from './test-support/render-screen';

async function renderOffline(page: Parameters<typeof OfflineStoredPage>[0]) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { hub } = await hubWithStored([...tracks(2), track({ id: 'trk-9', title: 'Lime Light', album: { id: 'alb-2', title: 'Green Tones' } })]);
  return renderScreen(
    <DownloadsProvider hub={hub}>
      <OfflineStoredPage {...page} />
    </DownloadsProvider>,
  );
}

describe('a detail page offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('an album shows its stored tracks, playable', async () => {
    const { player } = await renderOffline({ kind: 'album', id: 'alb-1' });
    expect(await screen.findByRole('heading', { name: 'Citrus Dreams' })).toBeInTheDocument();
    expect(screen.getByText('2 songs on this device')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Citrus Dreams tracks' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Play Citrus Dreams' }));
    expect(player.getSnapshot().context.queue.map((item) => item.id)).toEqual(['trk-1', 'trk-2']);
  });

  it('a downloaded playlist shows the part of it stored here', async () => {
    window.localStorage.setItem(FOLLOWED_LISTS_KEY, JSON.stringify(['my-playlist:up-1']));
    window.localStorage.setItem(LIST_CONTENTS_KEY, JSON.stringify([{ listId: 'my-playlist:up-1', title: 'Road Trip', trackIds: ['trk-404', 'trk-9'] }]));
    await renderOffline({ kind: 'my-playlist', id: 'up-1' });
    expect(await screen.findByRole('heading', { name: 'Road Trip' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 songs on this device')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Road Trip tracks' })).getByText('Lime Light')).toBeInTheDocument();
  });

  it('a stored song shows; what is not stored says it is unavailable offline', async () => {
    const { unmount } = await renderOffline({ kind: 'song', id: 'trk-9' });
    expect(await screen.findByRole('heading', { name: 'Lime Light' })).toBeInTheDocument();
    unmount();
    await renderOffline({ kind: 'album', id: 'alb-404' });
    expect(await screen.findByRole('heading', { name: UNAVAILABLE_OFFLINE_TITLE })).toBeInTheDocument();
  });
});
