import type { Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { TangerineProvider, theme, type RenderLink } from '../libs/ui/src';
import { withLocale, localeGlobalTypes } from './locale';

const navigate = action('navigate');

/** Links log a "navigate" action instead of leaving the story (the app plugs in react-router). */
const renderStoryLink: RenderLink = ({ href, onClick, children, ...rest }) => (
  <a
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      navigate(href);
    }}
    {...rest}
  >
    {children}
  </a>
);

const preview: Preview = {
  globalTypes: localeGlobalTypes,
  loaders: [withLocale],
  decorators: [
    (Story) => (
      <TangerineProvider renderLink={renderStoryLink}>
        <Story />
      </TangerineProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        background: { name: 'Background', value: theme.colors.background },
        surface: { name: 'Surface', value: theme.colors.surface },
      },
    },
    viewport: {
      options: {
        phone: { name: 'Phone (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked by axe; a violation fails the story test.
    a11y: { test: 'error' },
    docs: { codePanel: true },
    options: {
      storySort: {
        order: ['Start here', 'Foundations', 'Shell', 'Player', 'Tracks', 'Catalogue', 'Layout', 'Components', 'Overlays', 'Feedback', 'Screens'],
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'background' },
    locale: 'en',
    direction: 'auto',
  },
  tags: ['autodocs'],
};

export default preview;
