import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TangerineProvider } from '@tangerine/ui';
import { FUTURE_EXPIRY } from '../test-support/render-app';
import { createBrowserSession, memoryStorage, SessionStoreProvider, StorageProvider } from '../lib/session';
import { Boot } from './boot';
import type { CoreServices } from './core-services';

// The shell's door is replaced: this test is about which door opens, not about the shell.
vi.mock('./router-app', () => ({ RouterApp: () => <p>the shell at {window.location.pathname}</p> }));

function renderBoot(path: string) {
  window.history.replaceState(null, '', path);
  const storage = memoryStorage();
  const core: CoreServices = { storage, session: createBrowserSession(storage) };
  render(
    <TangerineProvider>
      <StorageProvider storage={storage}>
        <SessionStoreProvider store={core.session}>
          <Boot core={core} />
        </SessionStoreProvider>
      </StorageProvider>
    </TangerineProvider>,
  );
  return core;
}

describe('Boot', () => {
  it('opens the activation screen, without a router, at /activate for a visitor of any route', async () => {
    renderBoot('/search?q=orange');
    expect(await screen.findByRole('button', { name: 'Activate & Start Listening' })).toBeDisabled();
    expect(window.location.pathname).toBe('/activate');
  });

  it('opens the shell once the session is activated', async () => {
    const core = renderBoot('/activate');
    await screen.findByPlaceholderText('XXXX-XXXX-XXXX');
    act(() => core.session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' }));
    expect(await screen.findByText('the shell at /activate')).toBeInTheDocument();
  });

  it("takes the prerendered activation screen down and keeps the code typed into it before the app started", async () => {
    document.head.insertAdjacentHTML('beforeend', '<style id="prerendered-styles">main{}</style>');
    document.body.insertAdjacentHTML('afterbegin', '<div id="prerendered"><input id="activation-code" value="abcd efgh"></div>');
    renderBoot('/activate');
    expect(await screen.findByPlaceholderText('XXXX-XXXX-XXXX')).toHaveValue('ABCD-EFGH');
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('prerendered-styles')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});
