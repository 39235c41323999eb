import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No playlists yet', text: 'Create your first playlist to get started', icon: 'playlist' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playlists: Story = {
  args: { action: <Button icon="plus" onClick={fn()}>Create Playlist</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No playlists yet' })).toBeVisible();
    await expect(canvas.getByText('Create your first playlist to get started')).toBeVisible();
  },
};
export const LikedSongs: Story = { args: { title: 'No liked songs yet', text: 'Songs you like will appear here', icon: 'heart' } };
export const Downloads: Story = { args: { title: 'No downloads yet', text: 'Downloaded songs will appear here for offline playback', icon: 'download' } };
export const Queue: Story = { args: { title: 'Queue is empty', text: 'Play some music to see it here', icon: 'queue' } };
export const NotFound: Story = { args: { title: 'Track Not Found', text: "The track you're looking for doesn't exist.", icon: 'note' } };
export const NoResults: Story = { args: { title: 'No results found for "zzzz"', text: undefined, icon: 'search' } };
export const Radio: Story = { args: { title: 'No Radio Stations Yet', text: 'Stations appear here once an administrator adds them.', icon: 'radio' } };
