import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { announceExpiredSession, createServices } from './app/create-services';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const services = createServices();
const router = createAppRouter();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  announceExpiredSession(services);
}
