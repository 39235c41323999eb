import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOWNLOADS_CACHE, DownloadsProvider } from '@tangerine/offline-web';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { downloadList, tracks } from '../../test-support/fixtures';
import { Component as DownloadsRoute } from './downloads-route';

describe('Downloads', () => {
  it('shows the empty state', async () => {
    renderScreen(<DownloadsRoute />, { path: '/downloads', routes: { 'GET /api/v1/downloads': downloadList([]) } });
    expect(await screen.findByText('No downloads yet')).toBeInTheDocument();
    expect(screen.getByText('Downloaded songs will appear here for offline playback')).toBeInTheDocument();
  });

  it('shows the count and the "Downloaded" date', async () => {
    renderScreen(<DownloadsRoute />, { path: '/downloads', routes: { 'GET /api/v1/downloads': downloadList(tracks(3)) } });
    expect(await screen.findByText('3 downloaded tracks')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Downloads' });
    expect(within(table).getByRole('columnheader', { name: 'Downloaded' })).toBeInTheDocument();
    expect(within(table).getAllByText('Feb 10, 2026')).toHaveLength(3);
  });
});

describe('Downloads on this device', () => {
  it('says how many tracks are stored here and their size, and removes them all', async () => {
    const { hub, caches } = await hubWithStored(tracks(3));
    renderScreen(
      <DownloadsProvider hub={hub}>
        <DownloadsRoute />
      </DownloadsProvider>,
      { path: '/downloads', routes: { 'GET /api/v1/downloads': downloadList(tracks(3)) } },
    );
    expect(await screen.findByText('3 tracks · 12 MB on this device')).toBeInTheDocument();
    expect(await screen.findByText('3 downloaded tracks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all downloads' }));
    expect(await screen.findByText('0 tracks · 0 KB on this device')).toBeInTheDocument();
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('without the network, lists what this device stores instead of a spinner', async () => {
    const { hub } = await hubWithStored(tracks(2));
    renderScreen(
      <DownloadsProvider hub={hub}>
        <DownloadsRoute />
      </DownloadsProvider>,
      { path: '/downloads', routes: { 'GET /api/v1/downloads': () => Promise.reject(new TypeError('Failed to fetch')) } },
    );
    expect(await screen.findByText('2 downloaded tracks')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Downloads' });
    expect(within(table).getByText(tracks(2)[1]?.title ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Loading downloads...')).not.toBeInTheDocument();
  });
});
