import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingState, TangerineProvider } from '@tangerine/ui';
import { initialLocale, showLocale } from './lib/i18n';

// The admin console is its own page and build (vite.admin.config.ts): a listener's pages never
// load, nor share a chunk with, its code. The console itself is a lazily loaded chunk.
const AdminConsole = lazy(() => import('./features/admin/admin-console'));

const root = document.getElementById('root');
// The console speaks the language chosen in the app on this device (the same local storage key).
const storage = { getItem: (key: string) => window.localStorage.getItem(key) };
if (root) {
  const render = () => createRoot(root).render(
    <StrictMode>
      <TangerineProvider>
        <Suspense fallback={<LoadingState text="Loading the admin console..." />}>
          <AdminConsole />
        </Suspense>
      </TangerineProvider>
    </StrictMode>,
  );
  void showLocale(initialLocale(storage, navigator.languages))
    .catch(() => showLocale('en'))
    .then(render);
}
