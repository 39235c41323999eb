import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { DeviceNamePanel } from './device-name-panel';

function RenameDemo() {
  const [name, setName] = useState('Chrome on Linux 2');
  return <DeviceNamePanel name={name} onRename={(next) => setName(next || 'Chrome on Linux 2')} />;
}

const meta = {
  title: 'Profile/Device name',
  component: DeviceNamePanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'Chrome on Linux 2', onRename: () => undefined },
} satisfies Meta<typeof DeviceNamePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name the code's devices show for this one; Rename edits it in place. */
export const Rename: Story = {
  render: () => <RenameDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Chrome on Linux 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const field = canvas.getByRole('textbox', { name: 'Device name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Kitchen laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Kitchen laptop')).toBeVisible();
  },
};

export const Loading: Story = { args: { name: null } };
