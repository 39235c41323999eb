import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../../lib/link';
import { InfoList } from './info-list';

const meta = {
  title: 'Components/InfoList',
  component: InfoList,
  args: {
    items: [
      { label: 'Device ID', value: 'web-1763719200000-k3x9q2' },
      { label: 'Platform', value: 'Web' },
      { label: 'Browser', value: 'Linux x86_64' },
    ],
  },
} satisfies Meta<typeof InfoList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile dialog's "Device Information". */
export const DeviceInformation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Device ID')).toBeVisible();
    await expect(canvas.getByText('web-1763719200000-k3x9q2')).toBeVisible();
  },
};

/** A station's "Station Information", with a link. */
export const StationInformation: Story = {
  args: {
    items: [
      { label: 'Country', value: 'Germany' },
      { label: 'Language', value: 'German' },
      { label: 'Genres', value: 'Pop, Dance' },
      { label: 'Website', value: <Link href="https://radio.example" external>radio.example</Link> },
    ],
  },
};
