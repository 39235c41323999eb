import type { StorybookConfig } from '@storybook/react-vite';

/** Workspace packages resolve to their TypeScript sources, as in the app's Vite config. */
const SOURCE_CONDITION = '@tangerine/source';

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
    return mergeConfig(viteConfig, {
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    });
  },
};

export default config;
