import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ImportReport } from './import-report';

const meta = {
  title: 'Playlists/Import report',
  component: ImportReport,
  args: {
    open: true,
    playlistName: 'Road trip',
    entries: 14,
    matched: 11,
    unmatched: [
      { line: 6, location: '../../../etc/passwd', reason: 'The path leaves the library folder' },
      { line: 7, location: 'http://radio.example.org/stream', reason: 'An address on the web, not a file of the library' },
      { line: 9, location: 'D:\\Music\\A very long folder name that keeps going\\and going\\Nothing at all.flac', reason: 'No song of the library has this path, or this artist, title and length' },
    ],
    onOpenPlaylist: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ImportReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Songs added, and each entry that matched nothing with why. */
export const SomeUnmatched: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Playlist imported' });
    // The dialog fades in: wait for it rather than read its first frame.
    await waitFor(() => expect(within(dialog).getByText('"Road trip": 11 songs added from 14 entries.')).toBeVisible());
    await expect(within(within(dialog).getByRole('list', { name: 'Entries that matched nothing' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open playlist' }));
    await expect(args.onOpenPlaylist).toHaveBeenCalled();
  },
};
export const AllMatched: Story = {
  args: { entries: 3, matched: 3, unmatched: [] },
  play: async ({ canvasElement }) => waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Every entry matched a song.')).toBeVisible()),
};
export const NothingMatched: Story = { args: { entries: 1, matched: 0, unmatched: [{ line: 2, location: 'nothing.mp3', reason: 'No song of the library has this path, or this artist, title and length' }] } };
