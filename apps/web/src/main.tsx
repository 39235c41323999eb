import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAfterFirstPaint, loadArea, TangerineProvider } from '@tangerine/ui';
import { Boot, preloadFirstScreen } from './app/boot';
import { announceExpiredSession, createCoreServices } from './app/core-services';
import { removeSnapshot, snapshotPage } from './lib/first-load/prerendered-snapshot';
import { initialLocale, showLocale } from './lib/i18n';
import { SessionStoreProvider, StorageProvider } from './lib/session';
import { ToastHost } from './lib/toast';

const core = createCoreServices();

const root = document.getElementById('root');
// A static copy of the other door's screen goes at once: an activated listener who opens /activate
// is sent on to /, and Home's copy is no use to a browser that is no longer activated.
if (snapshotPage() !== (core.session.getSnapshot().isActivated ? 'home' : 'activate')) removeSnapshot();
if (root) {
  const app = (
    <StrictMode>
      <TangerineProvider>
        <StorageProvider storage={core.storage}>
          <SessionStoreProvider store={core.session}>
            <Boot core={core} />
            <ToastHost />
          </SessionStoreProvider>
        </StorageProvider>
      </TangerineProvider>
    </StrictMode>
  );
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task (the page shows its prerendered copy meanwhile).
  const render = () => startTransition(() => createRoot(root).render(app));
  // The first screen's modules and the listener's language before the first render: it then paints as
  // soon as they are in (boot.tsx). A module that fails to load is left to the render, which reports it.
  // The texts that follow an action (errors, toasts, the playlist form, the player bar's controls) are
  // an area loaded just after the first paint. A visitor without a session sees the activation screen:
  // its messages are an area of their own, and the shell's are not needed before a code is submitted.
  loadAfterFirstPaint('actions');
  if (!core.session.getSnapshot().isActivated) {
    void loadArea('activation');
    loadAfterFirstPaint('shell');
  }
  const locale = showLocale(initialLocale(core.storage, navigator.languages)).catch(() => showLocale('en'));
  void Promise.all([preloadFirstScreen(core.session.getSnapshot().isActivated, window.location.pathname, navigator.onLine).catch(() => undefined), locale])
    .catch(() => undefined)
    .then(() => {
      render();
      // In the listener's language, now in force.
      announceExpiredSession(core);
    });
}
