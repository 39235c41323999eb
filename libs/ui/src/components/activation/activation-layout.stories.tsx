import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { ActivationCodeField, ActivationLayout } from './activation-layout';

const HELP = 'Need an activation code? Contact your administrator.';

const meta = {
  title: 'Shell/ActivationLayout',
  component: ActivationLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    help: HELP,
    children: (
      <>
        <ActivationCodeField label="Activation Code" placeholder="XXXX-XXXX-XXXX" maxLength={14} />
        <Button size="lg" fullWidth disabled>
          Activate & Start Listening
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof ActivationLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium Streaming Experience')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Activate & Start Listening' })).toBeDisabled();
    await expect(canvas.getByLabelText('Activation Code')).toHaveAttribute('placeholder', 'XXXX-XXXX-XXXX');
  },
};

export const Complete: Story = {
  args: {
    children: (
      <>
        <ActivationCodeField label="Activation Code" value="TNGR-7Q2K-M9XA" readOnly />
        <Button size="lg" fullWidth>
          Activate & Start Listening
        </Button>
      </>
    ),
  },
};

/** Enter on a blank code: the field shows the machine's message. */
export const ValidationError: Story = {
  args: {
    children: (
      <>
        <ActivationCodeField label="Activation Code" value="" readOnly error="Please enter an activation code" />
        <Button size="lg" fullWidth disabled>
          Activate & Start Listening
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Activation Code')).toHaveAccessibleDescription(/Please enter an activation code/);
  },
};

export const Activating: Story = {
  args: {
    children: (
      <>
        <ActivationCodeField label="Activation Code" value="TNGR-7Q2K-M9XA" readOnly />
        <Button size="lg" fullWidth loading loadingLabel="Activating...">
          Activate & Start Listening
        </Button>
      </>
    ),
  },
};

/** With `onSubmit` the card is a form: the submit button (or Enter) hands the event to the app. */
export const AsForm: Story = {
  args: {
    onSubmit: fn((event) => event.preventDefault()),
    children: (
      <>
        <ActivationCodeField label="Activation Code" defaultValue="TNGR-7Q2K-M9XA" />
        <Button type="submit" size="lg" fullWidth>
          Activate & Start Listening
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Activate this device' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate & Start Listening' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
