import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, vi } from 'vitest';
import { activateEnglish } from '@tangerine/ui';

// Lazy routes and chunks load through dynamic import; on a busy machine (CI under load) that can
// take far more than the default second, and more than 10 s.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});

// Most files share one module graph and one jsdom (vite.config.ts, `test.projects`): what a file
// leaves in the page, the storage, the timers or the libraries' own stores is cleared before the next.
// Testing Library's `screen` stays bound to the body it found when first loaded, so a file that
// rewrote the whole page gets the first head and body back.
const firstPage = typeof document === 'undefined' ? null : ((globalThis as { firstTestPage?: [HTMLHeadElement, HTMLElement] }).firstTestPage ??= [document.head, document.body]);
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.remove();
  onlineManager.setOnline(true);
  if (!firstPage) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  const [head, body] = firstPage;
  if (document.head !== head || document.body !== body) document.documentElement.replaceChildren(head, body);
  body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
});

// Components speak through the catalogues: English, the spec's texts, unless a test picks another.
activateEnglish();

// jsdom has no matchMedia; react-hot-toast asks for prefers-reduced-motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
