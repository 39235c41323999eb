import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UpdateNotice } from './update-notice';

const meta = { title: 'Components/UpdateNotice', component: UpdateNotice, args: { onReload: fn() } } satisfies Meta<typeof UpdateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of Tangerine is available');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
