import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TangerineProvider } from '@tangerine/ui';
import { Boot } from './app/boot';
import { announceExpiredSession, createCoreServices } from './app/core-services';
import { SessionStoreProvider, StorageProvider } from './lib/session';
import { ToastHost } from './lib/toast';

const core = createCoreServices();

const root = document.getElementById('root');
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
