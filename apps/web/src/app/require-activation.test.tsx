import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testServices } from '../test-support/render-app';

describe('route guard', () => {
  it('sends an unactivated visitor of a guarded route to /activate', async () => {
    const { router } = renderApp('/queue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
    expect(await screen.findByRole('button', { name: 'Activate & Start Listening' })).toBeInTheDocument();
  });

  it('lets an activated listener in, inside the shell', async () => {
    const { router } = renderApp('/queue', testServices({ activated: {} }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/queue');
  });

  it('sends an activated listener who opens /activate home', async () => {
    const { router } = renderApp('/activate', testServices({ activated: {} }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the not-found screen inside the shell for unknown paths', async () => {
    renderApp('/no/such/page', testServices({ activated: {} }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('keeps unknown paths behind the guard', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
  });
});
