import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchInput, TextArea, TextInput } from './text-input';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Playlist name', placeholder: 'My playlist' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Up to 100 characters.' } };
export const WithError: Story = {
  args: { error: 'Please enter a playlist name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Playlist name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a playlist name');
  },
};
export const Large: Story = { args: { label: 'Activation code', size: 'lg', placeholder: 'XXXX-XXXX-XXXX', maxLength: 14 } };
export const Disabled: Story = { args: { disabled: true, value: 'Read only', readOnly: true } };

export const Description: Story = {
  render: () => <TextArea label="Description (optional)" placeholder="What is this playlist about?" />,
};

function StatefulSearch() {
  const [value, setValue] = useState('');
  return <SearchInput label="Search" placeholder="What do you want to listen to?" value={value} onValueChange={setValue} onClear={() => setValue('')} />;
}

export const Search: Story = {
  render: () => <StatefulSearch />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'What do you want to listen to?');
    await userEvent.type(input, 'da');
    await expect(input).toHaveValue('da');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
  },
};

export const SearchWithCallback: Story = {
  render: () => <SearchInput value="daft punk" onValueChange={fn()} onClear={fn()} placeholder="What do you want to listen to?" />,
};

/** Your Albums' filter: `compact` keeps the box at 360 px at most. */
export const SearchCompact: Story = {
  render: () => <SearchInput label="Search your albums" size="md" compact placeholder="Search by album or artist" value="" onValueChange={fn()} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('search');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
