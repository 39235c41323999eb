import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlaybackSettings, type PlaybackSettingsValues } from './playback-settings';

/** The panel with its values held as the web app holds them (saved per device). */
function PlaybackSettingsDemo({
  onChange,
  onOpenEqualizer,
  ...initial
}: PlaybackSettingsValues & { onChange: (change: Partial<PlaybackSettingsValues>) => void; onOpenEqualizer?: () => void }) {
  const [values, setValues] = useState(initial);
  return (
    <PlaybackSettings
      {...values}
      {...(onOpenEqualizer ? { onOpenEqualizer } : {})}
      onChange={(change) => {
        onChange(change);
        setValues((current) => ({ ...current, ...change }));
      }}
    />
  );
}

const meta = {
  title: 'Profile/PlaybackSettings',
  component: PlaybackSettingsDemo,
  args: { crossfadeSeconds: 0, gapless: true, normalization: 'off', streamingQuality: 'original', autoplay: false, waveform: false, onChange: fn() },
} satisfies Meta<typeof PlaybackSettingsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Crossfade' })).toHaveAttribute('aria-valuetext', 'Off');
    await expect(canvas.getByRole('switch', { name: 'Gapless' })).toBeChecked();
    await expect(canvas.getByLabelText('Normalize volume')).toHaveValue('off');
    await expect(canvas.getByLabelText('Streaming quality')).toHaveValue('original');
    // Off by default: at the last track with repeat off, playback stops.
    await expect(canvas.getByRole('switch', { name: 'Autoplay similar songs' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Waveform' })).not.toBeChecked();
  },
};

export const WaveformOn: Story = {
  name: 'Waveform: turned on and off',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waveform = canvas.getByRole('switch', { name: 'Waveform' });
    await userEvent.click(waveform);
    await expect(args.onChange).toHaveBeenLastCalledWith({ waveform: true });
    await expect(waveform).toBeChecked();
    await expect(canvas.getByText(/the played part in orange/)).toBeVisible();
    await userEvent.click(waveform);
    await expect(args.onChange).toHaveBeenLastCalledWith({ waveform: false });
  },
};

export const AutoplayOn: Story = {
  name: 'Autoplay similar songs: turned on and off',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const autoplay = canvas.getByRole('switch', { name: 'Autoplay similar songs' });
    await userEvent.click(autoplay);
    await expect(args.onChange).toHaveBeenLastCalledWith({ autoplay: true });
    await expect(autoplay).toBeChecked();
    await expect(canvas.getByText(/similar songs chosen by the server keep playing/)).toBeVisible();
    await userEvent.click(autoplay);
    await expect(args.onChange).toHaveBeenLastCalledWith({ autoplay: false });
  },
};

export const ChangeEach: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crossfade = canvas.getByRole('slider', { name: 'Crossfade' });
    crossfade.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ crossfadeSeconds: 3 });
    await expect(crossfade).toHaveAttribute('aria-valuetext', '3 s');
    await userEvent.click(canvas.getByRole('switch', { name: 'Gapless' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ gapless: false });
    await userEvent.selectOptions(canvas.getByLabelText('Normalize volume'), 'album');
    await expect(args.onChange).toHaveBeenLastCalledWith({ normalization: 'album' });
  },
};

export const StreamingQualitySelect: Story = {
  name: 'Streaming quality: the four choices, each one reported',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Streaming quality');
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['Original', 'High', 'Normal', 'Data saver']);
    for (const quality of ['data-saver', 'normal', 'high', 'original'] as const) {
      await userEvent.selectOptions(select, quality);
      await expect(args.onChange).toHaveBeenLastCalledWith({ streamingQuality: quality });
      await expect(select).toHaveValue(quality);
    }
  },
};

export const LongCrossfade: Story = {
  args: { crossfadeSeconds: 12, gapless: false, normalization: 'track', streamingQuality: 'data-saver' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Crossfade' })).toHaveAttribute('aria-valuetext', '12 s');
  },
};

export const WideField: Story = {
  name: 'Wide (560 px): the select box holds its arrow; the Crossfade handle shows without a hover',
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Normalize volume');
    const arrow = select.parentElement?.querySelector('svg');
    if (!arrow) throw new Error('no arrow');
    const box = select.getBoundingClientRect();
    const mark = arrow.getBoundingClientRect();
    await expect(mark.left).toBeGreaterThanOrEqual(box.left);
    await expect(mark.right).toBeLessThanOrEqual(box.right);
    const handle = canvas.getByRole('slider', { name: 'Crossfade' }).querySelector('[data-handle]');
    if (!handle) throw new Error('no handle');
    await expect(handle.getBoundingClientRect().width).toBeGreaterThan(8);
  },
};

/** Where the app gives it the panel, the section opens the equalizer. */
export const WithEqualizer: Story = {
  args: { onOpenEqualizer: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Equalizer' }));
    await expect(args.onOpenEqualizer).toHaveBeenCalledOnce();
  },
};
