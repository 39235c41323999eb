import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testServices } from '../test-support/render-app';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shell offline', () => {
  it('shows "Offline" while the network is away and hides it once it is back', async () => {
    renderApp('/queue', testServices({ activated: {} }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Offline' })).not.toBeInTheDocument();
    setOnline(false);
    expect(await screen.findByRole('status', { name: 'Offline' })).toHaveTextContent('Downloaded songs still play');
    setOnline(true);
    expect(screen.queryByRole('status', { name: 'Offline' })).not.toBeInTheDocument();
  });

  it('says at once that a screen only the network fills is unavailable, and shows it again online', async () => {
    setOnline(false);
    renderApp('/trending', testServices({ activated: {} }));
    expect(await screen.findByRole('heading', { name: 'Unavailable offline' })).toBeInTheDocument();
    expect(screen.queryByText('Loading trending...')).not.toBeInTheDocument();
    setOnline(true);
    expect(await screen.findByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unavailable offline' })).not.toBeInTheDocument();
  });
});
