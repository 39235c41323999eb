import { externalIcon, logoutIcon, playIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Play', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', icon: playIcon } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show all' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Logout', icon: logoutIcon } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { children: 'Activate & Start Listening', loading: true, loadingLabel: 'Activating...', size: 'lg' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Activating...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { children: 'Activate & Start Listening', disabled: true, size: 'lg', fullWidth: true } };

export const Clicked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink href="/albums">Show all</ButtonLink>
      <ButtonLink href="https://example.com" external icon={externalIcon} variant="ghost">
        Website
      </ButtonLink>
    </div>
  ),
};
