import { useEffect, useState } from 'react';
import { Component as ActivationRoute } from '../features/activation/activation-route';
import { BackendProvider, deferredBackend, type Backend } from '../lib/backend';
import type { CoreServices } from './core-services';

const loadServices = () => import('./create-services');

/** The API and the rest of the app load with the first keystroke (see below), not with the screen. */
const deferredAppBackend = (core: CoreServices): Backend =>
  deferredBackend(() => loadServices().then((module) => module.appServicesFor(core).backend));

/**
 * /activate for a visitor who is not activated (product §2: everyone else is sent here). Once the
 * session is activated, Boot swaps this for the router app at /.
 */
export function ActivationApp({ core }: { core: CoreServices }) {
  const [backend] = useState(() => {
    if (window.location.pathname !== '/activate') window.history.replaceState(null, '', '/activate');
    return deferredAppBackend(core);
  });
  useEffect(() => {
    // Typing a code takes seconds: time enough to fetch the API client so the submit does not wait for it.
    const prefetch = () => void loadServices();
    document.addEventListener('input', prefetch, { once: true, capture: true });
    return () => document.removeEventListener('input', prefetch, { capture: true });
  }, []);
  return (
    <BackendProvider backend={backend}>
      <ActivationRoute />
    </BackendProvider>
  );
}
