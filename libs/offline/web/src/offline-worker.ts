import { DEFAULT_LOCALE, i18n, isLocale } from '@tangerine/ui';

type Registration = Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>;
/** Registers the worker; resolves with its registration (or nothing, where the caller has none to give). */
type Register = () => Promise<Registration | void>;

let register: Register | null = null;
let ready: Promise<void> | null = null;
let stopFollowingLocale: (() => void) | null = null;

/** The language shown, whose catalogues a page opened offline needs. */
const localeShown = () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** How the offline worker registers (service-worker-update.ts, in a production build); without it nothing waits. */
export function provideOfflineWorker(start: Register | null): void {
  register = start;
  ready = null;
  stopFollowingLocale?.();
  stopFollowingLocale = null;
}

type Container = Pick<ServiceWorkerContainer, 'ready'>;

/**
 * Registers the offline worker now if it is not registered yet, and resolves once it is active (the
 * shell in its precache) and keeps the catalogues of the language shown: what this device stores can
 * then be opened offline. A download waits for it before it is called "Downloaded". A first install
 * is asked for the catalogues while it precaches, not after. A failed registration is tried again by
 * the next caller. A change of language afterwards asks the worker to keep the new one's.
 */
export function offlineWorkerReady(container: Container | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  const start = register;
  if (!start || !container) return Promise.resolve();
  // The message's code loads with the registration: the shell's first chunks do not carry it.
  ready ??= Promise.all([start(), import('./keep-locale')])
    .then(async ([registration, { keepLocale }]) => {
      let kept = localeShown();
      const asked = registration ? (registration.active ?? registration.installing ?? registration.waiting) : null;
      const [active] = await Promise.all([container.ready, asked ? keepLocale(asked, kept) : undefined]);
      if (!asked) await keepLocale(active.active, kept);
      // The catalogue also changes when a screen's area loads: only a new language is asked for.
      stopFollowingLocale ??= i18n.on('change', () => {
        if (localeShown() === kept) return;
        kept = localeShown();
        keepLocale(active.active, kept).catch((error: unknown) => console.error(error));
      });
    })
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}
