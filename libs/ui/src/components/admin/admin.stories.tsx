import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminCheckbox } from './admin-checkbox';
import { AdminFileInput } from './admin-file-input';
import { AdminFrame } from './admin-frame';
import { AdminProgress } from './admin-progress';
import { AdminSection } from './admin-section';
import { AdminSignIn } from './admin-sign-in';
import { AdminTable } from './admin-table';
import { BarChart } from './bar-chart';

const meta = { title: 'Components/Admin', component: AdminSection, args: { title: 'Devices', loadingText: 'Loading devices...', emptyTitle: 'No activated devices yet', status: 'ready' } } satisfies Meta<typeof AdminSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const ROWS = [
  { id: '1', device: 'web-1732180000000-k3j9x2ab', playing: 'Neon Rain — Nova Lights' },
  { id: '2', device: 'web-1732180000001-idle0000', playing: 'Nothing' },
];
const table = (
  <AdminTable
    caption="Devices"
    columns={[
      { header: 'Device', cell: (row: (typeof ROWS)[number]) => row.device },
      { header: 'Playing now', cell: (row: (typeof ROWS)[number]) => row.playing },
    ]}
    rows={ROWS}
    rowKey={(row) => row.id}
  />
);

export const Filled: Story = {
  args: { children: table },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('cell', { name: 'Neon Rain — Nova Lights' })).toBeVisible()),
};
export const Loading: Story = { args: { status: 'loading' }, play: async ({ canvas }) => void (await expect(canvas.getByRole('status')).toHaveTextContent('Loading devices...')) };
export const Empty: Story = { args: { status: 'empty', emptyText: 'A device appears here when a listener activates a code.' } };
export const Failed: Story = {
  args: { status: 'error', errorText: 'The service is unavailable. Please try again later.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const SignIn: Story = {
  render: () => <AdminSignIn onSubmit={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Admin key')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};
export const SignInWrongKey: Story = { render: () => <AdminSignIn onSubmit={fn()} error="Wrong admin key" /> };
export const SignInBusy: Story = { render: () => <AdminSignIn onSubmit={fn()} busy /> };

export const Frame: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AdminFrame tabs={[{ id: 'codes', label: 'Codes' }, { id: 'devices', label: 'Devices' }]} current="devices" onSelect={fn()} onSignOut={fn()}>
      <AdminSection title="Devices" status="ready" loadingText="" emptyTitle="">
        {table}
      </AdminSection>
    </AdminFrame>
  ),
  play: async ({ canvas }) => void (await expect(canvas.getByRole('button', { name: 'Devices' })).toHaveAttribute('aria-current', 'page')),
};

export const PlaysChart: Story = {
  render: () => <BarChart label="Plays per day" bars={[{ label: '11-22', value: 12 }, { label: '11-23', value: 30 }, { label: '11-24', value: 0 }]} />,
  play: async ({ canvas }) => void (await expect(canvas.getByRole('list', { name: 'Plays per day' })).toBeVisible()),
};

export const Checkbox: Story = { render: () => <AdminCheckbox label="Stream is on my own network" /> };

export const ImportProgress: Story = {
  args: { title: 'Import music', children: <AdminProgress label="Importing /srv/music/Aurora Lane" value={12} max={40} detail="First Light/03 Noon.mp3" /> },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importing /srv/music/Aurora Lane' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 40 files');
  },
};
export const ImportStarting: Story = {
  args: { title: 'Import music', children: <AdminProgress label="Importing /srv/music" value={0} max={0} /> },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Starting')),
};
export const ArtworkPicker: Story = {
  args: { title: 'Artwork', children: <AdminFileInput label="Artwork image" accept="image/*" /> },
  play: async ({ canvas }) => void (await expect(canvas.getByLabelText('Artwork image')).toHaveAttribute('type', 'file')),
};
