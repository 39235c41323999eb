import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ViewToggle, type ViewToggleProps } from './view-toggle';

function Stateful(props: ViewToggleProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ViewToggle
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = { title: 'Components/ViewToggle', component: ViewToggle, render: (args) => <Stateful {...args} />, args: { value: 'grid', onChange: fn() } } satisfies Meta<typeof ViewToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(args.onChange).toHaveBeenCalledWith('list');
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const List: Story = { args: { value: 'list' } };
