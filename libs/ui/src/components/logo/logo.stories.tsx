import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sidebar: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tangerine')).toBeVisible();
  },
};
/** Activation screen and fullscreen player. */
export const Large: Story = { args: { size: 'lg' } };
/** The collapsed sidebar: the mark only. */
export const MarkOnly: Story = { args: { withWordmark: false } };
