import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastView } from './toast-view';

const meta = {
  title: 'Feedback/ToastView',
  component: ToastView,
  args: { variant: 'success', message: 'Activation successful! Welcome to Tangerine 🎵' },
} satisfies Meta<typeof ToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorToast: Story = { name: 'Error', args: { variant: 'error', message: 'Session expired. Please activate again.' } };
export const GenericError: Story = { args: { variant: 'error', message: 'An error occurred. Please try again.', onDismiss: fn() } };
export const Info: Story = { args: { variant: 'info', message: 'Playlist created successfully!' } };
export const Loading: Story = { args: { variant: 'loading', message: 'Saving…' } };
export const LongMessage: Story = {
  args: { variant: 'error', message: 'The server said something unusually long about what went wrong, which wraps onto several lines without breaking the toast layout at all.' },
};
export const Stack: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      <ToastView variant="success" message="Playlist created successfully!" />
      <ToastView variant="error" message="Failed to create playlist" />
      <ToastView variant="info" message="Added to queue" onDismiss={fn()} />
    </div>
  ),
};
