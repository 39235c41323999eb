import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../../lib/link';
import { TagList, textTags } from './tag-list';

const meta = {
  title: 'Components/TagList',
  component: TagList,
  args: { label: 'Genres', tags: textTags(['Pop', 'Dance', 'Indie']) },
} satisfies Meta<typeof TagList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Genres on artist, track and station pages: labels, not controls. */
export const Genres: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Genres' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The artist's social links, opening in a new tab. */
export const SocialLinks: Story = {
  args: {
    label: 'Social links',
    tags: [
      { key: 'instagram', content: <Link href="https://instagram.com/tangerine" external>instagram</Link> },
      { key: 'website', content: <Link href="https://tangerine.example" external>website</Link> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /instagram/ })).toHaveAttribute('target', '_blank');
  },
};

export const ManyLongTags: Story = {
  args: { tags: textTags(['Progressive Psychedelic Post-Rock', 'Electronic', 'House', 'Ambient', 'Lo-Fi Hip Hop', 'Neo-Classical Chamber Pop', 'Jazz', 'Soul', 'Funk', 'Disco']) },
};

/** No tags: nothing is rendered (no empty list for assistive technology). */
export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
