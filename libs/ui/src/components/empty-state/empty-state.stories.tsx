import { downloadIcon, heartIcon, noteIcon, playlistIcon, plusIcon, queueIcon, radioIcon, searchIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No playlists yet', text: 'Create your first playlist to get started', icon: playlistIcon },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playlists: Story = {
  args: { action: <Button icon={plusIcon} onClick={fn()}>Create Playlist</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No playlists yet' })).toBeVisible();
    await expect(canvas.getByText('Create your first playlist to get started')).toBeVisible();
  },
};
export const LikedSongs: Story = { args: { title: 'No liked songs yet', text: 'Songs you like will appear here', icon: heartIcon } };
export const Downloads: Story = { args: { title: 'No downloads yet', text: 'Downloaded songs will appear here for offline playback', icon: downloadIcon } };
export const Queue: Story = { args: { title: 'Queue is empty', text: 'Play some music to see it here', icon: queueIcon } };
export const NotFound: Story = { args: { title: 'Track Not Found', text: "The track you're looking for doesn't exist.", icon: noteIcon } };
export const NoResults: Story = { args: { title: 'No results found for "zzzz"', text: undefined, icon: searchIcon } };
export const Radio: Story = { args: { title: 'No Radio Stations Yet', text: 'Stations appear here once an administrator adds them.', icon: radioIcon } };
