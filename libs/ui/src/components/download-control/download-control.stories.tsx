import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DownloadControl } from './download-control';

const meta = {
  title: 'Components/DownloadControl',
  component: DownloadControl,
  args: { status: 'none', showNote: true, onDownload: fn(), onCancel: fn(), onRemove: fn() },
} satisfies Meta<typeof DownloadControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotDownloaded: Story = {
  name: 'None',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Queued: Story = {
  args: { status: 'queued' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Waiting to download')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel download' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const InProgress: Story = {
  args: { status: 'in-progress', progress: 0.42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Downloading 42%')).toBeVisible();
  },
};

export const Stored: Story = {
  args: { status: 'stored' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Downloaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove download' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { status: 'failed', error: 'Not enough space on this device' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough space on this device');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { status: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByText('Downloads need a connection')).toBeVisible();
  },
};

export const InARow: Story = { name: 'Compact (track rows)', args: { status: 'in-progress', progress: 0.7, size: 'sm', showNote: false } };
