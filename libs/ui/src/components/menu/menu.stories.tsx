import { albumIcon, artistIcon, downloadIcon, plusIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Menu } from './menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  parameters: { layout: 'centered' },
  args: {
    label: 'More options for Blinding Lights',
    items: [
      { id: 'add', label: 'Add to playlist', icon: plusIcon, onSelect: fn() },
      { id: 'album', label: 'Go to album', icon: albumIcon, onSelect: fn() },
      { id: 'artist', label: 'Go to artist', icon: artistIcon, href: '/artist/1' },
      { id: 'remove', label: 'Remove from playlist', danger: true, onSelect: fn() },
      { id: 'off', label: 'Download', icon: downloadIcon, disabled: true, onSelect: fn() },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opens on click with focus on the first item; arrows move, Enter selects and closes. */
export const KeyboardSelect: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'More options for Blinding Lights' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Add to playlist' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Go to album' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
  },
};

/** Escape closes the menu and gives focus back to its button. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More options for Blinding Lights' });
    await userEvent.click(trigger);
    await canvas.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
