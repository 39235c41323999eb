import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 16 px: inside buttons ("Activating..."). */
export const Small: Story = { args: { size: 4 } };
/** 32 px: loading states. */
export const Large: Story = { args: { size: 8 } };
