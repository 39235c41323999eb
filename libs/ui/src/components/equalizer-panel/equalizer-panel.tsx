import { Fragment, useId, useState } from 'react';
import { chevronDownIcon } from '../../icons/glyphs';
import { Icon } from '../../icons/icon';
import { useT, type MessageId } from '../../i18n/i18n';
import { Button } from '../button/button';
import { StyledSelect, StyledSelectWrap } from '../select/select.styles';
import { Slider } from '../slider/slider';
import { TextInput } from '../text-input/text-input';
import { StyledToggle } from '../playback-settings/playback-settings.styles';
import { StyledBands, StyledBandValue, StyledEqualizerHead, StyledEqualizerPanel, StyledModes, StyledNotice, StyledSaveRow } from './equalizer-panel.styles';
import { formatGain } from './format-gain';
import { HeadphonePicker, type HeadphonePickerProps } from './headphone-picker';
import { ParametricFilterList, type ParametricFilterListProps } from './parametric-filter-list';

export { formatGain };

/** Bands and the preamp move within ±12 dB on a 0.5 dB grid. */
const MAX_DB = 12;
const STEP_DB = 0.5;
const STEPS = (2 * MAX_DB) / STEP_DB;

export interface EqualizerPanelProps {
  enabled: boolean;
  /** dB */
  preamp: number;
  /** One gain (dB) per band, as `bands` lists them. */
  gains: readonly number[];
  /** Band centres in Hz. */
  bands: readonly number[];
  /** The preset the curve came from, or null once a band was moved by hand. */
  preset: string | null;
  builtInPresets: readonly string[];
  customPresets: readonly string[];
  /** What plays now streams from another site: the equalizer cannot reach it (it still plays). */
  crossOrigin?: boolean;
  onToggle: () => void;
  onBandChange: (index: number, gain: number) => void;
  onPreampChange: (gain: number) => void;
  onChoosePreset: (name: string) => void;
  onSavePreset: (name: string) => void;
  onDeletePreset: (name: string) => void;
  /** The ten bands, or a pasted filter list (AutoEQ's text). Without these props the panel has bands only. */
  mode?: 'graphic' | 'parametric';
  parametric?: Omit<ParametricFilterListProps, 'onApply'>;
  onModeChange?: (mode: 'graphic' | 'parametric') => void;
  onPasteFilters?: (text: string) => void;
  /** Built-in headphone corrections offered in parametric mode (none without this prop). */
  headphones?: HeadphonePickerProps;
}

// The built-in presets' names are their ids (saved settings hold them); the select shows them translated.
const BUILT_IN_NAMES: Record<string, MessageId> = {
  Flat: 'equalizer.presetFlat',
  'Bass boost': 'equalizer.presetBassBoost',
  'Treble boost': 'equalizer.presetTrebleBoost',
  Vocal: 'equalizer.presetVocal',
  Loudness: 'equalizer.presetLoudness',
  Classical: 'equalizer.presetClassical',
  Rock: 'equalizer.presetRock',
  Electronic: 'equalizer.presetElectronic',
};

const toStep = (gain: number) => Math.round((gain + MAX_DB) / STEP_DB);
const fromStep = (step: number) => Math.round(step) * STEP_DB - MAX_DB;

/** The equalizer's panel: on/off, a preset, the preamp and ten bands, and the listener's saved presets; or, in parametric mode, a pasted filter list. */
export function EqualizerPanel(props: EqualizerPanelProps) {
  const { enabled, crossOrigin = false, mode = 'graphic', parametric, onModeChange, onPasteFilters, headphones } = props;
  const t = useT();
  const presetId = useId();
  return (
    <StyledEqualizerPanel data-equalizer-panel="">
      {crossOrigin ? <StyledNotice role="status">{t('equalizer.crossOrigin')}</StyledNotice> : null}
      <StyledEqualizerHead>
        <StyledToggle>
          {t('equalizer.on')}
          <input type="checkbox" role="switch" checked={enabled} onChange={props.onToggle} />
        </StyledToggle>
        {onModeChange ? (
          <StyledModes role="group" aria-label={t('equalizer.mode')}>
            {(['graphic', 'parametric'] as const).map((option) => (
              <Button key={option} size="sm" variant={mode === option ? 'secondary' : 'ghost'} aria-pressed={mode === option} onClick={() => onModeChange(option)}>
                {t(option === 'graphic' ? 'equalizer.graphic' : 'equalizer.parametric')}
              </Button>
            ))}
          </StyledModes>
        ) : null}
      </StyledEqualizerHead>
      {mode === 'parametric' && parametric && onPasteFilters ? (
        <>
          {headphones ? <HeadphonePicker {...headphones} /> : null}
          <ParametricFilterList key={parametric.text} {...parametric} onApply={onPasteFilters} />
        </>
      ) : (
        <GraphicBands {...props} presetId={presetId} />
      )}
    </StyledEqualizerPanel>
  );
}

/** The graphic mode: a preset, the preamp and ten bands, and saving the curve as a preset. */
function GraphicBands(props: EqualizerPanelProps & { presetId: string }) {
  const { preamp, gains, bands, preset, builtInPresets, customPresets, presetId } = props;
  const t = useT();
  const [name, setName] = useState('');
  const taken = builtInPresets.includes(name.trim());
  const bandLabel = (frequency: number) => (frequency >= 1000 ? t('equalizer.khz', { frequency: frequency / 1000 }) : t('equalizer.hz', { frequency }));
  const gainRow = (label: string, gain: number, onChange: (gain: number) => void) => (
    <>
      <span aria-hidden="true">{label}</span>
      <Slider label={label} variant="volume" showHandle value={toStep(gain)} max={STEPS} step={1} pageStep={6} valueText={formatGain(gain)} onChange={(step) => onChange(fromStep(step))} />
      <StyledBandValue data-numeric="" aria-hidden="true">
        {formatGain(gain)}
      </StyledBandValue>
    </>
  );
  return (
    <>
      <StyledEqualizerHead>
        <label htmlFor={presetId}>{t('equalizer.preset')}</label>
        <StyledSelectWrap>
          <StyledSelect id={presetId} value={preset ?? ''} onChange={(event) => event.target.value && props.onChoosePreset(event.target.value)}>
            {preset === null ? <option value="">{t('equalizer.custom')}</option> : null}
            {[...builtInPresets, ...customPresets].map((option) => {
              const nameKey = builtInPresets.includes(option) ? BUILT_IN_NAMES[option] : undefined;
              return (
                <option key={option} value={option}>
                  {nameKey ? t(nameKey) : option}
                </option>
              );
            })}
          </StyledSelect>
          <Icon icon={chevronDownIcon} size="sm" />
        </StyledSelectWrap>
        {preset !== null && customPresets.includes(preset) ? (
          <Button size="sm" variant="ghost" onClick={() => props.onDeletePreset(preset)}>
            {t('equalizer.delete')}
          </Button>
        ) : null}
      </StyledEqualizerHead>
      <StyledBands>
        {gainRow(t('equalizer.preamp'), preamp, props.onPreampChange)}
        {bands.map((frequency, index) => (
          <Fragment key={frequency}>{gainRow(bandLabel(frequency), gains[index] ?? 0, (gain) => props.onBandChange(index, gain))}</Fragment>
        ))}
      </StyledBands>
      <StyledSaveRow
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '' || taken) return;
          props.onSavePreset(name.trim());
          setName('');
        }}
      >
        <TextInput label={t('equalizer.presetName')} value={name} maxLength={40} {...(taken ? { error: t('equalizer.nameTaken') } : {})} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" size="sm" variant="secondary" disabled={name.trim() === '' || taken}>
          {t('equalizer.save')}
        </Button>
      </StyledSaveRow>
    </>
  );
}
