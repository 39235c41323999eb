import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState } from './loading-state';

const meta = { title: 'Feedback/LoadingState', component: LoadingState, args: { text: 'Loading your music...' } } satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your music...');
  },
};
export const Searching: Story = { args: { text: 'Searching...' } };
export const Trending: Story = { args: { text: 'Loading trending...' } };
