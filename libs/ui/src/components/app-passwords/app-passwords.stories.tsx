import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppPasswords, SHOWN_ONCE_TEXT, type ConnectedApp, type NewAppLogin } from './app-passwords';

const SERVER = 'https://music.example.org';

/** Creation shows the login once; Done hides it; Revoke removes the app: as the web app wires it. */
function AppPasswordsDemo({ onCreate, onRevoke }: { onCreate: (name: string) => void; onRevoke: (username: string) => void }) {
  const [apps, setApps] = useState<ConnectedApp[]>([{ username: 'car-7qk2m', name: 'Car' }]);
  const [created, setCreated] = useState<NewAppLogin | null>(null);
  return (
    <AppPasswords
      serverUrl={SERVER}
      apps={apps}
      created={created}
      onCreate={(name) => {
        onCreate(name);
        const username = `${name.toLowerCase().replace(/\W+/g, '-')}-x2h5k`;
        setCreated({ username, password: 'abcdef-ghjkmn-pqrstu-vwxyz2' });
        setApps((list) => [{ username, name }, ...list]);
      }}
      onRevoke={(username) => {
        onRevoke(username);
        setApps((list) => list.filter((app) => app.username !== username));
      }}
      onDone={() => setCreated(null)}
    />
  );
}

const meta = {
  title: 'Profile/AppPasswords',
  component: AppPasswordsDemo,
  args: { onCreate: fn(), onRevoke: fn() },
} satisfies Meta<typeof AppPasswordsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateAndRevoke: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create app password' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('App name'), 'Phone');
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith('Phone');
    const status = canvas.getByRole('status');
    await expect(within(status).getByText(SERVER)).toBeVisible();
    await expect(within(status).getByText('abcdef-ghjkmn-pqrstu-vwxyz2')).toBeVisible();
    await expect(within(status).getByText(SHOWN_ONCE_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByText('abcdef-ghjkmn-pqrstu-vwxyz2')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Car' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('car-7qk2m');
    await expect(canvas.queryByText('Car')).toBeNull();
  },
};

export const WithError: Story = {
  render: () => <AppPasswords serverUrl={SERVER} apps={[]} error="This activation code is already active on the maximum number of devices (3)" onCreate={fn()} onRevoke={fn()} onDone={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/maximum number of devices/)).toBeVisible();
  },
};
