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
  const [state, setState] = useState({ enabled: props.enabled, preamp: props.preamp, gains: props.gains, preset: props.preset, custom: props.customPresets, mode: props.mode ?? 'graphic' });
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
      onModeChange={(mode) => {
        props.onModeChange?.(mode);
        setState((s) => ({ ...s, mode }));
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
    parametric: { text: '', playing: null, error: null },
    onModeChange: fn(),
    onPasteFilters: fn(),
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

/** AutoEQ's published list for the Sennheiser HD 650 (oratory1990's measurement), as its ParametricEQ.txt gives it. */
const HD650 = [
  'Preamp: -6.1 dB',
  'Filter 1: ON LSC Fc 105 Hz Gain 6.4 dB Q 0.70',
  'Filter 2: ON PK Fc 8865 Hz Gain 4.9 dB Q 1.30',
  'Filter 3: ON PK Fc 121 Hz Gain -3.1 dB Q 0.50',
  'Filter 4: ON PK Fc 37 Hz Gain 0.7 dB Q 3.76',
  'Filter 5: ON PK Fc 3159 Hz Gain -1.5 dB Q 3.89',
  'Filter 6: ON HSC Fc 10000 Hz Gain -2.1 dB Q 0.70',
  'Filter 7: ON PK Fc 1220 Hz Gain -1.2 dB Q 2.53',
  'Filter 8: ON PK Fc 2048 Hz Gain 1.1 dB Q 3.26',
  'Filter 9: ON PK Fc 584 Hz Gain 0.4 dB Q 1.15',
  'Filter 10: ON PK Fc 5316 Hz Gain -1.0 dB Q 6.00',
].join('\n');

/** Parametric mode, nothing pasted yet: the list goes in the box and "Apply list" hands it over. */
export const ParametricPaste: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Parametric' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('parametric');
    await expect(canvas.getByRole('button', { name: 'Parametric' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('slider', { name: '31 Hz' })).toBeNull();
    const box = await canvas.findByLabelText('AutoEQ filter list');
    await expect(canvas.getByRole('button', { name: 'Apply list' })).toBeDisabled();
    await userEvent.click(box);
    await userEvent.paste(HD650);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply list' }));
    await expect(args.onPasteFilters).toHaveBeenCalledWith(HD650);
  },
};

/** A list playing: the box holds it and the panel says what plays. */
export const ParametricPlaying: Story = {
  args: { enabled: true, mode: 'parametric', parametric: { text: HD650, playing: { filters: 10, preamp: -6.1 }, error: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('AutoEQ filter list')).toHaveValue(HD650);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 filters playing, preamp −6.1 dB');
  },
};

/** A list the equalizer cannot play as written: the reason, and the box keeps what was typed. */
export const ParametricRefused: Story = {
  args: { enabled: true, mode: 'parametric', parametric: { text: HD650, playing: { filters: 10, preamp: -6.1 }, error: 'Line 2: the filter type LP is not one the equalizer has (PK, LSC, HSC).' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list could not be used: Line 2: the filter type LP is not one the equalizer has (PK, LSC, HSC).');
    await expect(canvas.getByLabelText('AutoEQ filter list')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

const MODELS = ['AKG K371', 'Apple AirPods Max', 'Audio-Technica ATH-M50x', 'Moondrop Aria', 'Sennheiser HD 600', 'Sennheiser HD 650', 'Sennheiser HD 800 S', 'Sony WH-1000XM4'];
const findModel = (query: string) => MODELS.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));

/** Built-in headphone corrections: typing part of a model's name narrows the list; choosing one hands its name over. */
export const HeadphoneSearch: Story = {
  args: { enabled: true, mode: 'parametric', headphones: { chosen: null, find: findModel, onChoose: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Headphones' });
    // Six shown at most; the rest are counted.
    await expect(list.querySelectorAll('button')).toHaveLength(6);
    await expect(canvas.getByText('2 more models: type more of the name')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Headphones' }), 'sennheiser');
    await waitFor(() => expect(list.querySelectorAll('button')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Sennheiser HD 650' }));
    await expect(args.headphones?.onChoose).toHaveBeenCalledWith('Sennheiser HD 650');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Headphones' }), ' 9000');
    await expect(await canvas.findByText('No headphones by that name')).toBeVisible();
    await expect(canvas.getByText(/AutoEq project \(MIT licence\)/)).toBeVisible();
  },
};

/** A model's correction playing: its button is pressed and the panel names it; the box holds its list. */
export const HeadphoneChosen: Story = {
  args: {
    enabled: true,
    mode: 'parametric',
    parametric: { text: HD650, playing: { filters: 10, preamp: -6.1 }, error: null },
    headphones: { chosen: 'Sennheiser HD 650', find: findModel, onChoose: fn() },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Headphones' }), 'hd 6');
    await expect(canvas.getByRole('button', { name: 'Sennheiser HD 650' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Sennheiser HD 600' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Correction for Sennheiser HD 650 playing')).toBeVisible();
    await expect(canvas.getByLabelText('AutoEQ filter list')).toHaveValue(HD650);
  },
};
