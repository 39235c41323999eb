import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Select, type SelectProps } from './select';

function Stateful(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Select',
  component: Select,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Season',
    value: 'all',
    onValueChange: fn(),
    options: [
      { value: 'all', label: 'All Seasons (24)' },
      { value: '3', label: 'Season 3 (8 episodes)' },
      { value: '2', label: 'Season 2 (10 episodes)' },
      { value: '1', label: 'Season 1 (6 episodes)' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeasonFilter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Season' });
    await userEvent.selectOptions(select, '2');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await expect(select).toHaveValue('2');
  },
};
export const HiddenLabel: Story = { args: { hideLabel: true } };
