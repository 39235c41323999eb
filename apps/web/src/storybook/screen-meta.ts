import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ScreenStory } from './screen-story';

/** Screens render the whole app full-bleed; no autodocs page (each story sets the API client). */
export const screenMeta = {
  component: ScreenStory,
  // The preview's axe check (a11y.test 'error') applies in full: no rule or element is left out.
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Partial<Meta<typeof ScreenStory>>;

/** Lazy routes load on first render, slowly on a busy machine: wait generously. */
export const SCREEN_TIMEOUT = { timeout: 15_000 };

/** The whole document: dialogs and the fullscreen player render in portals outside the story root. */
export const screen = () => within(document.body);
