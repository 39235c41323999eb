import { chevronDownIcon, slidersIcon } from '../../icons/glyphs';
import { Button } from '../button/button';
import { useId } from 'react';
import { Icon } from '../../icons/icon';
import { StyledSelect, StyledSelectWrap } from '../select/select.styles';
import { Slider } from '../slider/slider';
import { useT, type MessageId } from '../../i18n/i18n';
import { StyledPanel, StyledPanelTitle } from '../profile/profile.styles';
import { StyledHint, StyledRow, StyledRowHead, StyledToggle, StyledValue } from './playback-settings.styles';

export type NormalizeVolume = 'off' | 'track' | 'album';

export type StreamingQuality = 'original' | 'high' | 'normal' | 'data-saver';

export interface PlaybackSettingsValues {
  /** 0 (off) to 12 seconds. */
  crossfadeSeconds: number;
  gapless: boolean;
  normalization: NormalizeVolume;
  streamingQuality: StreamingQuality;
  /** "Autoplay similar songs": off by default (at the last track with repeat off, playback stops). */
  autoplay: boolean;
  /** "Waveform": the progress bar drawn as the track's waveform; off by default. */
  waveform: boolean;
}

export interface PlaybackSettingsProps extends PlaybackSettingsValues {
  /** One setting changed (the others as they were). */
  onChange: (change: Partial<PlaybackSettingsValues>) => void;
  /** Loudness target in LUFS, shown with "Normalize volume". */
  targetLufs?: number;
  /** Opens the equalizer's panel; no button without it. */
  onOpenEqualizer?: () => void;
}

export const MAX_CROSSFADE_SECONDS = 12;

const NORMALIZE_OPTIONS: ReadonlyArray<{ value: NormalizeVolume; label: MessageId }> = [
  { value: 'off', label: 'playback.off' },
  { value: 'track', label: 'playback.track' },
  { value: 'album', label: 'playback.album' },
];


const QUALITY_OPTIONS: ReadonlyArray<{ value: StreamingQuality; label: MessageId }> = [
  { value: 'original', label: 'playback.qualityOriginal' },
  { value: 'high', label: 'playback.qualityHigh' },
  { value: 'normal', label: 'playback.qualityNormal' },
  { value: 'data-saver', label: 'playback.qualityDataSaver' },
];

interface SettingSelectProps<T extends string> {
  label: string;
  hint: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: MessageId }>;
  onSelect: (value: T) => void;
}

/** A labelled select with its hint; only a value among `options` is reported. */
function SettingSelect<T extends string>({ label, hint, value, options, onSelect }: SettingSelectProps<T>) {
  const t = useT();
  const id = useId();
  return (
    <StyledRow>
      {/* The select's own markup (not ui Select): its label styles would split a chunk off /activate's first load. */}
      <StyledRowHead as="label" htmlFor={id}>
        {label}
      </StyledRowHead>
      <StyledSelectWrap>
        <StyledSelect
          id={id}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onSelect(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </StyledSelect>
        <Icon icon={chevronDownIcon} size="sm" />
      </StyledSelectWrap>
      <StyledHint>{hint}</StyledHint>
    </StyledRow>
  );
}

/** A switch with its hint below. */
function SettingSwitch({ label, hint, checked, onToggle }: { label: string; hint: string; checked: boolean; onToggle: (checked: boolean) => void }) {
  return (
    <StyledRow>
      <StyledToggle>
        {label}
        <input type="checkbox" role="switch" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      </StyledToggle>
      <StyledHint>{hint}</StyledHint>
    </StyledRow>
  );
}

/** The Playback section of the profile dialog: crossfade, gapless, volume normalization, streaming quality, autoplay and the waveform, per device. */
export function PlaybackSettings({ crossfadeSeconds, gapless, normalization, streamingQuality, autoplay, waveform, onChange, targetLufs = -14, onOpenEqualizer }: PlaybackSettingsProps) {
  const t = useT();
  const crossfadeText = crossfadeSeconds > 0 ? t('playback.seconds', { seconds: crossfadeSeconds }) : t('playback.off');
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{t('playback.title')}</StyledPanelTitle>
      <StyledRow>
        <StyledRowHead>
          <span aria-hidden="true">{t('playback.crossfade')}</span>
          <StyledValue aria-hidden="true">{crossfadeText}</StyledValue>
        </StyledRowHead>
        <Slider
          label={t('playback.crossfade')}
          variant="volume"
          showHandle
          value={crossfadeSeconds}
          max={MAX_CROSSFADE_SECONDS}
          step={1}
          pageStep={4}
          valueText={crossfadeText}
          onChange={(value) => onChange({ crossfadeSeconds: Math.round(value) })}
        />
        <StyledHint>{t('playback.crossfadeHint')}</StyledHint>
      </StyledRow>
      <StyledToggle>
        {t('playback.gapless')}
        <input type="checkbox" role="switch" checked={gapless} onChange={(event) => onChange({ gapless: event.target.checked })} />
      </StyledToggle>
      <SettingSelect label={t('playback.normalize')} hint={t('playback.normalizeHint', { lufs: targetLufs })} value={normalization} options={NORMALIZE_OPTIONS} onSelect={(value) => onChange({ normalization: value })} />
      <SettingSelect label={t('playback.quality')} hint={t('playback.qualityHint')} value={streamingQuality} options={QUALITY_OPTIONS} onSelect={(value) => onChange({ streamingQuality: value })} />
      <SettingSwitch label={t('playback.autoplay')} hint={t('playback.autoplayHint')} checked={autoplay} onToggle={(checked) => onChange({ autoplay: checked })} />
      <SettingSwitch label={t('playback.waveform')} hint={t('playback.waveformHint')} checked={waveform} onToggle={(checked) => onChange({ waveform: checked })} />
      {onOpenEqualizer ? (
        <StyledRowHead>
          <Button size="sm" variant="secondary" icon={slidersIcon} aria-haspopup="dialog" onClick={onOpenEqualizer}>
            {t('equalizer.title')}
          </Button>
        </StyledRowHead>
      ) : null}
    </StyledPanel>
  );
}
