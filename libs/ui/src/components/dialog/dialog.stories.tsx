import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextArea, TextInput } from '../text-input/text-input';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, type DialogProps } from './dialog';
import { ModalForm } from './modal-form';

/** A trigger button and the dialog it opens, as an app screen would hold them. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    title: 'Rename playlist',
    onClose: fn(),
    children: <TextInput label="Name" defaultValue="Late Night Drive" />,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const FocusTrapAndEscape: Story = {
  name: 'Focus trap, Escape closes, focus returns',
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename playlist' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    // Focus starts on the first field; Tab cycles inside: field → Cancel → Save → close (×) → field.
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    title: 'A dialog with a very long title that has to wrap onto a second line on phones',
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>Line {index + 1} of a long body that scrolls inside the dialog.</p>),
  },
};

function ConfirmDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Logout
      </Button>
      <ConfirmDialog open={open} title="Logout" message="Are you sure you want to logout?" confirmLabel="Logout" danger onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

export const Confirm: Story = {
  name: 'ConfirmDialog (logout)',
  render: () => <ConfirmDemo />,
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Logout' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

function CreatePlaylistDemo({ onCreate }: { onCreate: (name: string, description: string) => void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ModalForm
      open={open}
      title="Create Playlist"
      submitLabel="Create"
      onCancel={() => setOpen(false)}
      onSubmit={() => {
        if (!name.trim()) {
          setError('Please enter a playlist name');
          return;
        }
        onCreate(name.trim(), description);
        setOpen(false);
      }}
    >
      <TextInput
        label="Name"
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <TextArea label="Description (optional)" value={description} onChange={(event) => setDescription(event.target.value)} />
    </ModalForm>
  );
}

export const FormValidation: Story = {
  name: 'ModalForm (create playlist, validation)',
  args: { onClose: fn() },
  render: (args) => <CreatePlaylistDemo onCreate={args.onClose as never} />,
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a playlist name');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Road trip  ');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledWith('Road trip', '');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FormSubmitting: Story = {
  name: 'ModalForm submitting',
  render: () => (
    <ModalForm open title="Create Playlist" submitLabel="Create" submitting submittingLabel="Creating..." onSubmit={fn()} onCancel={fn()}>
      <TextInput label="Name" defaultValue="Road trip" />
    </ModalForm>
  ),
};
