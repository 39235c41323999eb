import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadArea, TangerineProvider } from '@tangerine/ui';
import { AdminConsole } from './features/admin/admin-console';
import { initialLocale, showLocale } from './lib/i18n';

// The admin console is its own page and build (vite.admin.config.ts): a listener's pages never
// load, nor share a chunk with, its code. The console is part of the page's entry (not a lazy chunk
// fetched once the entry has run), so the browser fetches all of it at once.
const root = document.getElementById('root');
// The console speaks the language chosen in the app on this device (the same local storage key).
const storage = { getItem: (key: string) => window.localStorage.getItem(key) };
if (root) {
  const render = () => createRoot(root).render(
    <StrictMode>
      <TangerineProvider>
        <AdminConsole />
      </TangerineProvider>
    </StrictMode>,
  );
  void loadArea('admin');
  void loadArea('actions');
  void showLocale(initialLocale(storage, navigator.languages))
    .catch(() => showLocale('en'))
    .then(render);
}
