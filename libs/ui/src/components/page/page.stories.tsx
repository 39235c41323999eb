import { plusIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_TITLE } from '../../test-support/fixtures';
import { Button } from '../button/button';
import { CardGrid, MediaCard } from '../media-card/media-card';
import { Section } from '../section/section';
import { ViewToggle } from '../view-toggle/view-toggle';
import { Page, PageHead, PageTitle } from './page';

const cards = (
  <CardGrid>
    {Array.from({ length: 6 }, (_, index) => (
      <MediaCard key={index} variant="playlist" title={`Playlist ${index + 1}`} subtitle={`${index + 3} tracks`} href={`/playlist/${index}`} headingLevel={2} />
    ))}
  </CardGrid>
);

const meta = {
  title: 'Layout/Page',
  component: Page,
  parameters: { layout: 'padded' },
  args: { children: null },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My Playlists: the h1 with its count, the action on the right, then the content 32 px below. */
export const WithCountAndAction: Story = {
  args: {
    children: (
      <>
        <PageHead
          title="My Playlists"
          count="6 playlists"
          actions={
            <Button icon={plusIcon} onClick={fn()}>
              Create Playlist
            </Button>
          }
        />
        {cards}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Playlists' })).toBeVisible();
    await expect(canvas.getByText('6 playlists')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Playlist' })).toBeVisible();
  },
};

/** Library: a view toggle as the action. */
export const WithViewToggle: Story = {
  args: {
    children: (
      <>
        <PageHead title="Your Albums" count="24 albums" actions={<ViewToggle value="grid" onChange={fn()} />} />
        {cards}
      </>
    ),
  },
};

/** Home and Trending: a bare h1, then sections. */
export const TitleAndSections: Story = {
  args: {
    children: (
      <>
        <PageTitle>Good evening</PageTitle>
        <Section title="Featured Playlists" showAllHref="/playlists">
          {cards}
        </Section>
      </>
    ),
  },
};

export const LongTitle: Story = {
  args: { children: <PageHead title={LONG_TITLE} count="1,234 songs" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LONG_TITLE);
  },
};
