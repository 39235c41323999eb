import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShortcutList } from './shortcut-list';

const meta = {
  title: 'Components/ShortcutList',
  component: ShortcutList,
  args: {
    shortcuts: [
      { keys: 'Space', action: 'Play / pause' },
      { keys: '← / →', action: 'Seek back / forward 5 seconds' },
      { keys: 'Shift + ← / →', action: 'Previous / next track' },
      { keys: 'M', action: 'Mute / unmute' },
      { keys: '?', action: 'Show keyboard shortcuts' },
    ],
  },
} satisfies Meta<typeof ShortcutList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A description list: each key combination is a term, its action the description.
    await expect(canvas.getByText('Space').tagName).toBe('DT');
    await expect(canvas.getByText('Play / pause').tagName).toBe('DD');
    await expect(canvas.getByText('Space')).toBeVisible();
  },
};
