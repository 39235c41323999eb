import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { ACTIVATION_TAGLINE, ActivationLayout } from './activation-layout';

const meta = {
  title: 'Shell/ActivationLayout',
  component: ActivationLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    help: 'Need an activation code? Contact your administrator.',
    children: (
      <>
        <TextInput label="Activation code" placeholder="XXXX-XXXX-XXXX" maxLength={14} size="lg" />
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
    await expect(canvas.getByText(ACTIVATION_TAGLINE)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Activate & Start Listening' })).toBeDisabled();
  },
};
export const Activating: Story = {
  args: {
    children: (
      <>
        <TextInput label="Activation code" value="TNGR-7Q2K-M9XA" readOnly size="lg" />
        <Button size="lg" fullWidth loading loadingLabel="Activating...">
          Activate & Start Listening
        </Button>
      </>
    ),
  },
};
