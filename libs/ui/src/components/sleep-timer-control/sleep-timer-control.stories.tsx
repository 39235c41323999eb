import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SleepTimerControl, type SleepTimerControlProps, type SleepTimerOption } from './sleep-timer-control';

/** Keeps the choice as the app's sleep timer would, and still reports it. */
function StatefulSleepTimer(props: SleepTimerControlProps) {
  const [selected, setSelected] = useState<SleepTimerOption>(props.selected);
  return (
    <SleepTimerControl
      {...props}
      selected={selected}
      timeLeft={selected === 'off' ? null : props.timeLeft}
      onSelect={(option) => {
        props.onSelect(option);
        setSelected(option);
      }}
    />
  );
}

const meta = {
  title: 'Player/SleepTimerControl',
  component: SleepTimerControl,
  parameters: { layout: 'centered' },
  args: { selected: 'off', itemKind: 'track', timeLeft: null, onSelect: fn() },
  render: (args) => <StatefulSleepTimer {...args} />,
} satisfies Meta<typeof SleepTimerControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

/** A running timer shows its time left beside the button. */
export const Running: Story = {
  args: { selected: 15, timeLeft: '14:32' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Sleep timer: 14:32 left')).toHaveTextContent('14:32');
  },
};

export const EndOfEpisode: Story = { args: { selected: 'endOfItem', itemKind: 'episode', timeLeft: '3:05' } };

/** Live radio has no end: only the minutes are offered. */
export const LiveRadio: Story = {
  args: { itemKind: 'live' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep timer' }));
    await expect(canvas.getAllByRole('menuitemradio')).toHaveLength(6);
    await expect(canvas.queryByRole('menuitemradio', { name: 'End of this track' })).toBeNull();
  },
};

/** Choosing a duration reports it and checks it in the menu. */
export const ChooseThirtyMinutes: Story = {
  args: { timeLeft: '30:00' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep timer' }));
    await expect(canvas.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('menuitemradio', { name: '30 minutes' }));
    await expect(args.onSelect).toHaveBeenCalledWith(30);
    await waitFor(() => expect(canvas.getByText('30:00')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Sleep timer' }));
    await expect(canvas.getByRole('menuitemradio', { name: '30 minutes' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('menuitemradio', { name: 'End of this track' })).toHaveAttribute('aria-checked', 'false');
  },
};
