import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PlaybackSpeedControl, type PlaybackSpeedControlProps } from './playback-speed-control';

/** Keeps the speed as the player's machine would, and still reports each change. */
function StatefulSpeed(props: PlaybackSpeedControlProps) {
  const [rate, setRate] = useState(props.rate);
  return (
    <PlaybackSpeedControl
      rate={rate}
      onChange={(next) => {
        props.onChange(next);
        setRate(next);
      }}
    />
  );
}

const meta = {
  title: 'Player/PlaybackSpeedControl',
  component: PlaybackSpeedControl,
  parameters: { layout: 'centered' },
  args: { rate: 1, onChange: fn() },
  render: (args) => (
    <div style={{ paddingTop: 200 }}>
      <StatefulSpeed {...args} />
    </div>
  ),
} satisfies Meta<typeof PlaybackSpeedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NormalSpeed: Story = {};

export const Faster: Story = { args: { rate: 1.7 } };

/** Arrow keys move the speed by 0.1 within 0.5–3; "Normal speed" goes back to 1×. */
export const StepAndReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Playback speed' }));
    const slider = canvas.getByRole('slider', { name: 'Speed' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.3);
    await expect(slider).toHaveAttribute('aria-valuetext', '1.3×');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Normal speed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('1.0×', { selector: '[aria-hidden]' })).toBeInTheDocument();
  },
};
