import type { StorybookConfig } from '@storybook/react-vite';

/** Workspace packages resolve to their TypeScript sources, as in the app's Vite config. */
const SOURCE_CONDITION = '@tangerine/source';

/**
 * Pre-bundled up front: a dependency discovered in the middle of a Vitest browser run makes Vite reload
 * the page and fail the test file. The app's libraries are listed for the screen stories of apps/web.
 */
const PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  'storybook/test',
  'storybook/actions',
  '@tanstack/react-query',
  'react-router-dom',
  'react-hot-toast',
  'xstate',
  '@xstate/react',
  'openapi-fetch',
];

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    { directory: '../libs/ui/src', titlePrefix: '', files: '**/*.@(mdx|stories.tsx)' },
    { directory: '../apps/web/src', titlePrefix: 'Screens', files: '**/*.@(mdx|stories.tsx)' },
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    const { linguiCatalogues } = await import('../vite.i18n.mjs');
    return mergeConfig(viteConfig, {
      plugins: [linguiCatalogues()],
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      optimizeDeps: { include: PREBUNDLED },
    });
  },
};

export default config;
