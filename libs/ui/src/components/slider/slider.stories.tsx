import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Slider, type SliderProps } from './slider';

function StatefulSlider(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 320 }}>
      <Slider
        {...props}
        value={value}
        valueText={props.variant === 'volume' ? `${Math.round(value)}%` : props.valueText}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Player/Slider',
  component: Slider,
  parameters: { layout: 'centered' },
  render: (args) => <StatefulSlider {...args} />,
  args: { label: 'Seek', value: 65, max: 200, valueText: '1:05 of 3:20', onChange: fn() },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's progress bar: grows on hover, a handle shows where you are. */
export const Progress: Story = {};

export const Volume: Story = {
  args: { label: 'Volume', value: 70, max: 100, variant: 'volume', step: 5 },
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-valuenow', '70');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(75);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(slider).toHaveAttribute('aria-valuetext', '0%');
  },
};

export const Disabled: Story = { args: { disabled: true, value: 0, valueText: '0:00 of 0:00' } };
