import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';

const meta = {
  ...screenMeta,
  title: 'Activation',
  args: { path: '/activate', activated: false },
} satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Activate & Start Listening' }, SCREEN_TIMEOUT)).toBeDisabled();
    await expect(canvas.getByText('Need an activation code? Contact your administrator.')).toBeVisible();
  },
};

/** Typing upper-cases, keeps letters and digits and groups them by 4: the button enables at 14. */
export const TypingACode: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Activation Code', {}, SCREEN_TIMEOUT);
    await userEvent.type(input, 'abcd1234efg');
    await expect(input).toHaveValue('ABCD-1234-EFG');
    await expect(canvas.getByRole('button', { name: 'Activate & Start Listening' })).toBeDisabled();
    await userEvent.type(input, 'h');
    await expect(input).toHaveValue('ABCD-1234-EFGH');
    await expect(canvas.getByRole('button', { name: 'Activate & Start Listening' })).toBeEnabled();
  },
};

export const PunctuationIsDropped: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Activation Code', {}, SCREEN_TIMEOUT);
    await userEvent.type(input, 'ab-cd 12!34');
    await expect(input).toHaveValue('ABCD-1234');
  },
};

/** The server has not answered yet: the button says "Activating..." and stays disabled. */
export const Activating: Story = {
  args: { backend: { activate: () => new Promise(() => undefined) } },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Activation Code', {}, SCREEN_TIMEOUT);
    await userEvent.type(input, 'abcd1234efgh');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate & Start Listening' }));
    await expect(await canvas.findByRole('button', { name: /Activating\.\.\./ })).toBeDisabled();
  },
};

/** Enter on a blank code: "Please enter an activation code" under the field, nothing is sent. */
export const BlankCode: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Activation Code', {}, SCREEN_TIMEOUT);
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please enter an activation code')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
