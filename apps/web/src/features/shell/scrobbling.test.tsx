import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { activateCatalogue, activateEnglish, loadCatalogue } from '@tangerine/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHarness, json } from '../../api/test-support/api-harness';
import { renderWithTheme } from '../../test-support/render-with-theme';
import { ScrobblingContainer } from './scrobbling-container';

const off: { status: string; user_name: string | null; message: string | null; queued: number } = { status: 'disconnected', user_name: null, message: null, queued: 0 };

function setup(path = '/', lastFmAvailable = true, listenbrainz = off) {
  let status = { listenbrainz, lastfm: { ...off, available: lastFmAvailable, unavailable_reason: lastFmAvailable ? null : 'the operator’s own words' } };
  const harness = apiHarness(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/scrobbling') return json(200, status);
    if (request.method === 'PUT' && url.pathname === '/api/v1/scrobbling/listenbrainz') {
      const { token } = (await request.json()) as { token: string };
      if (token !== 'good') return json(400, { message: 'ListenBrainz did not accept this token', code: 'invalid_token' });
      status = { ...status, listenbrainz: { status: 'connected', user_name: 'rob', message: null, queued: 0 } };
      return json(200, status);
    }
    if (request.method === 'POST' && url.pathname === '/api/v1/scrobbling/lastfm') return json(200, { auth_url: 'http://lastfm.test/api/auth/?api_key=k' });
    return json(404, { message: 'no answer' });
  });
  const navigate = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={harness.queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ScrobblingContainer navigate={navigate} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...harness, navigate };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

afterEach(() => activateEnglish());

describe('Scrobbling in the profile dialog', () => {
  it('connects ListenBrainz with a token, showing the server’s refusal of a wrong one', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const listenBrainz = await region('ListenBrainz');
    await user.type(listenBrainz.getByLabelText('User token'), 'wrong');
    await user.click(listenBrainz.getByRole('button', { name: 'Connect' }));
    expect(await listenBrainz.findByText(/did not accept this token/)).toBeInTheDocument();
    await user.clear(listenBrainz.getByLabelText('User token'));
    await user.type(listenBrainz.getByLabelText('User token'), 'good');
    await user.click(listenBrainz.getByRole('button', { name: 'Connect' }));
    expect(await listenBrainz.findByText('Connected as rob')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').length).toBe(2);
  });

  it('sends the listener to Last.fm’s sign-in page, and shows why a sign-in failed on the way back', async () => {
    const user = userEvent.setup();
    const { navigate } = setup('/?lastfm=failed&lastfm_message=Last.fm%20refused%20the%20sign-in');
    const lastFm = await region('Last.fm');
    expect(lastFm.getByRole('alert')).toHaveTextContent('Last.fm refused the sign-in');
    await user.click(await lastFm.findByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://lastfm.test/api/auth/?api_key=k'));
  });

  it('disables Last.fm’s Connect with the reason when the server has no API key', async () => {
    setup('/', false);
    const lastFm = await region('Last.fm');
    expect(lastFm.getByRole('button', { name: 'Connect' })).toBeDisabled();
    expect(lastFm.getByText('Last.fm is not set up on this server: the administrator sets TANGERINE_LASTFM_KEY and TANGERINE_LASTFM_SECRET.')).toBeInTheDocument();
  });

  it('says in the listener’s language that Last.fm is not set up, that a token was revoked, or that a sign-in failed (German)', async () => {
    activateCatalogue('de', await loadCatalogue('de'));
    setup('/?lastfm=failed&lastfm_message=Last.fm%20refused%20the%20sign-in', false, { status: 'needs_attention', user_name: 'rob', message: 'the server’s English', queued: 3 });
    const lastFm = await region('Last.fm');
    expect(lastFm.getByText(/^Last\.fm ist auf diesem Server nicht eingerichtet/)).toBeInTheDocument();
    expect(lastFm.queryByText(/operator/)).toBeNull();
    expect(lastFm.getByRole('alert')).toHaveTextContent('Last.fm konnte nicht verbunden werden');
    const listenBrainz = await region('ListenBrainz');
    expect(listenBrainz.getByRole('alert')).toHaveTextContent(/^ListenBrainz akzeptiert deinen Token nicht mehr/);
  });
});
