import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
