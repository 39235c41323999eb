import { playlistIcon, plusIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { fakeArtwork } from '../../test-support/fixtures';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { EmptyState } from '../empty-state/empty-state';
import { PickerList } from './picker-list';

const playlists = [
  { id: 'p1', label: 'Road trip', description: '24 tracks', artworkUrl: fakeArtwork(30) },
  { id: 'p2', label: 'Focus', description: '8 tracks' },
  { id: 'p3', label: 'Already there', description: 'Contains this song', disabled: true },
];

const meta = {
  title: 'Components/PickerList',
  component: PickerList,
  args: { label: 'Your playlists', options: playlists, onSelect: fn() },
} satisfies Meta<typeof PickerList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Focus/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
    await expect(canvas.getByRole('button', { name: /Already there/ })).toBeDisabled();
  },
};

function AddToPlaylistDemo({ onSelect }: { onSelect: (id: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Add to playlist"
      footer={
        <Button variant="secondary" icon={plusIcon}>
          New playlist
        </Button>
      }
    >
      <PickerList
        label="Your playlists"
        options={playlists}
        onSelect={(option) => {
          onSelect(option.id);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}

export const AddToPlaylistDialog: Story = {
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  render: (args) => <AddToPlaylistDemo onSelect={(id) => args.onSelect({ id, label: id })} />,
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Road trip/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NoPlaylists: Story = {
  render: () => <EmptyState title="No playlists yet" text="Create your first playlist to get started" icon={playlistIcon} headingLevel={3} />,
};
