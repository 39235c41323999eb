import { gridIcon, nextIcon, playIcon, queueIcon, repeatOneIcon, shuffleIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Queue', icon: queueIcon, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Queue' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Brand: Story = { args: { label: 'Play', icon: playIcon, variant: 'brand', size: 'lg' } };
export const Surface: Story = { args: { label: 'Grid view', icon: gridIcon, variant: 'surface' } };
export const ActiveToggle: Story = { args: { label: 'Shuffle', icon: shuffleIcon, active: true, pressed: true } };
export const RepeatOneBadge: Story = { name: 'Repeat one ("1" badge)', args: { label: 'Repeat', icon: repeatOneIcon, active: true, pressed: true, badge: '1' } };
export const Disabled: Story = { args: { label: 'Next', icon: nextIcon, disabled: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};
