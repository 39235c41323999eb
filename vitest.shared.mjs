import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Resolve workspace packages to their TypeScript sources in tests and dev, as tsc does. */
export const sourceConditions = {
  resolve: { conditions: ['@tangerine/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tangerine/source', ...defaultServerConditions] } },
};
