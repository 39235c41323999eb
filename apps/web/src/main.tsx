import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TangerineProvider } from '@tangerine/ui';
import { Boot } from './app/boot';
import { announceExpiredSession, createCoreServices } from './app/core-services';
import { removeSnapshot } from './lib/prerendered-snapshot';
import { SessionStoreProvider, StorageProvider } from './lib/session';
import { ToastHost } from './lib/toast';

const core = createCoreServices();

const root = document.getElementById('root');
// An activated listener who opens /activate is sent on to /: the activation screen's static copy goes at once.
if (core.session.getSnapshot().isActivated) removeSnapshot();
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TangerineProvider>
        <StorageProvider storage={core.storage}>
          <SessionStoreProvider store={core.session}>
            <Boot core={core} />
            <ToastHost />
          </SessionStoreProvider>
        </StorageProvider>
      </TangerineProvider>
    </StrictMode>,
  );
  announceExpiredSession(core);
}
