import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateEnglish } from '@tangerine/ui';

// Lazy routes and chunks load through dynamic import; on a busy machine (CI under load) that can
// take far more than the default second, and more than 10 s.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
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
