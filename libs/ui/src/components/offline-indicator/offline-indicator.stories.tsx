import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineIndicator } from './offline-indicator';

const meta = { title: 'Components/OfflineIndicator', component: OfflineIndicator } satisfies Meta<typeof OfflineIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Offline' })).toHaveTextContent('Offline');
  },
};
