import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { EqualizerPanel, type EqualizerPanelProps } from './equalizer-panel';

const BANDS = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000];
const FLAT = BANDS.map(() => 0);
const BASS_BOOST = [6, 5.5, 4.5, 3, 1, 0, 0, 0, 0, 0];
const BUILT_IN = ['Flat', 'Bass boost', 'Treble boost', 'Vocal', 'Loudness', 'Classical', 'Rock', 'Electronic'];

/** Keeps the settings as the app's equalizer machine would (presets apply their curve), and still reports each change. */
function StatefulEqualizer(props: EqualizerPanelProps) {
  const [state, setState] = useState({ enabled: props.enabled, preamp: props.preamp, gains: props.gains, preset: props.preset, custom: props.customPresets });
  return (
    <EqualizerPanel
      {...props}
      {...state}
      customPresets={state.custom}
      onToggle={() => {
        props.onToggle();
        setState((s) => ({ ...s, enabled: !s.enabled }));
      }}
      onBandChange={(index, gain) => {
        props.onBandChange(index, gain);
        setState((s) => ({ ...s, gains: s.gains.map((value, i) => (i === index ? gain : value)), preset: null }));
      }}
      onPreampChange={(gain) => {
        props.onPreampChange(gain);
        setState((s) => ({ ...s, preamp: gain, preset: null }));
      }}
      onChoosePreset={(name) => {
        props.onChoosePreset(name);
        setState((s) => ({ ...s, enabled: true, preset: name, ...(name === 'Bass boost' ? { gains: BASS_BOOST, preamp: -6 } : {}) }));
      }}
      onSavePreset={(name) => {
        props.onSavePreset(name);
        setState((s) => ({ ...s, preset: name, custom: [...s.custom, name] }));
      }}
      onDeletePreset={(name) => {
        props.onDeletePreset(name);
        setState((s) => ({ ...s, preset: null, custom: s.custom.filter((other) => other !== name) }));
      }}
    />
  );
}

const meta = {
  title: 'Player/EqualizerPanel',
  component: EqualizerPanel,
  parameters: { layout: 'padded' },
  args: {
    enabled: false,
    preamp: 0,
    gains: FLAT,
    bands: BANDS,
    preset: 'Flat',
    builtInPresets: BUILT_IN,
    customPresets: [],
    onToggle: fn(),
    onBandChange: fn(),
    onPreampChange: fn(),
    onChoosePreset: fn(),
    onSavePreset: fn(),
    onDeletePreset: fn(),
  },
  render: (args) => <StatefulEqualizer {...args} />,
} satisfies Meta<typeof EqualizerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off and flat: the switch turns it on. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'On' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(toggle).toBeChecked();
  },
};

/** A built-in preset: choosing it turns the equalizer on with its curve. */
export const Preset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Preset'), 'Bass boost');
    await expect(args.onChoosePreset).toHaveBeenCalledWith('Bass boost');
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: '31 Hz' })).toHaveAttribute('aria-valuetext', '+6 dB');
    await expect(canvas.getByRole('slider', { name: 'Preamp' })).toHaveAttribute('aria-valuetext', '−6 dB');
  },
};

/** A band moved by hand: the preset reads "Custom"; a saved preset of the listener's can be deleted. */
export const Custom: Story = {
  args: { enabled: true, preamp: -2, gains: [3, 2, 0, 0, -1.5, 0, 1, 2.5, 4, 4.5], preset: null, customPresets: ['Night bus'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Preset')).toHaveDisplayValue('Custom');
    canvas.getByRole('slider', { name: '1 kHz' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onBandChange).toHaveBeenCalledWith(5, 0.5);
    await userEvent.selectOptions(canvas.getByLabelText('Preset'), 'Night bus');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete preset' }));
    await expect(args.onDeletePreset).toHaveBeenCalledWith('Night bus');
  },
};

/** Saving the curve as a preset of one's own; a built-in's name is refused. */
export const SavingAPreset: Story = {
  args: { enabled: true, gains: [2, 2, 1, 0, 0, 0, 0, 1, 2, 2], preset: null },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Preset name');
    await userEvent.type(field, 'Rock');
    await expect(canvas.getByRole('button', { name: 'Save preset' })).toBeDisabled();
    await expect(canvas.getByText('A built-in preset has this name.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Headphones{Enter}');
    await expect(args.onSavePreset).toHaveBeenCalledWith('Headphones');
    await waitFor(() => expect(canvas.getByLabelText('Preset')).toHaveDisplayValue('Headphones'));
  },
};

/** Radio streamed from another site plays outside the audio graph: the panel says so instead of silencing it. */
export const CrossOriginRadio: Story = {
  args: { enabled: true, preamp: -6, gains: BASS_BOOST, preset: 'Bass boost', crossOrigin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This station cannot be equalized: it streams from another site, so it plays as it is.');
  },
};
