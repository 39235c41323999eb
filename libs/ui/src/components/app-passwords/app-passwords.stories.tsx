import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppPasswords, SHOWN_ONCE_TEXT, type ConnectedApp, type NewAppLogin } from './app-passwords';

const SERVER = 'https://music.example.org';

/** Creation shows the login once; Done hides it; Revoke removes the app: as the web app wires it. */
function AppPasswordsDemo({ onCreate, onRevoke, onCopyPassword }: { onCreate: (name: string) => void; onRevoke: (username: string) => void; onCopyPassword: (password: string) => void }) {
  const [copied, setCopied] = useState(false);
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
      passwordCopied={copied}
      onCopyPassword={(password) => {
        onCopyPassword(password);
        setCopied(true);
      }}
    />
  );
}

const meta = {
  title: 'Profile/AppPasswords',
  component: AppPasswordsDemo,
  args: { onCreate: fn(), onRevoke: fn(), onCopyPassword: fn() },
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
    await userEvent.click(within(status).getByRole('button', { name: 'Copy password' }));
    await expect(args.onCopyPassword).toHaveBeenCalledWith('abcdef-ghjkmn-pqrstu-vwxyz2');
    await expect(within(status).getByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByText('abcdef-ghjkmn-pqrstu-vwxyz2')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Car' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('car-7qk2m');
    await expect(canvas.queryByText('Car')).toBeNull();
  },
};

export const Narrow: Story = {
  name: 'Narrow (300 px): the name field keeps its placeholder whole, the button goes under it',
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('App name');
    if (!(field instanceof HTMLInputElement)) throw new Error('no input');
    // The placeholder's width in the field's font, against the room the field gives it.
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = getComputedStyle(field).font;
    const room = field.clientWidth - parseFloat(getComputedStyle(field).paddingLeft) - parseFloat(getComputedStyle(field).paddingRight);
    await expect(context.measureText(field.placeholder).width).toBeLessThanOrEqual(room);
  },
};

export const WithError: Story = {
  render: () => <AppPasswords serverUrl={SERVER} apps={[]} error="This activation code is already active on the maximum number of devices (3)" onCreate={fn()} onRevoke={fn()} onDone={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/maximum number of devices/)).toBeVisible();
  },
};
