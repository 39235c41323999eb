import { chevronDownIcon } from '../../icons/glyphs';
import { useId } from 'react';
import { Icon } from '../../icons/icon';
import { StyledSelect, StyledSelectWrap } from '../select/select.styles';
import { Slider } from '../slider/slider';
import { StyledPanel, StyledPanelTitle } from '../profile/profile.styles';
import { StyledHint, StyledRow, StyledRowHead, StyledToggle, StyledValue } from './playback-settings.styles';

export type NormalizeVolume = 'off' | 'track' | 'album';

export interface PlaybackSettingsValues {
  /** 0 (off) to 12 seconds. */
  crossfadeSeconds: number;
  gapless: boolean;
  normalization: NormalizeVolume;
}

export interface PlaybackSettingsProps extends PlaybackSettingsValues {
  /** One setting changed (the others as they were). */
  onChange: (change: Partial<PlaybackSettingsValues>) => void;
  /** Loudness target in LUFS, shown with "Normalize volume". */
  targetLufs?: number;
}

export const MAX_CROSSFADE_SECONDS = 12;

const NORMALIZE_OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: 'track', label: 'Track' },
  { value: 'album', label: 'Album' },
] as const;

const isMode = (value: string): value is NormalizeVolume => NORMALIZE_OPTIONS.some((option) => option.value === value);

export const crossfadeText = (seconds: number) => (seconds > 0 ? `${seconds} s` : 'Off');

/** The Playback section of the profile dialog: crossfade, gapless and volume normalization, per device. */
export function PlaybackSettings({ crossfadeSeconds, gapless, normalization, onChange, targetLufs = -14 }: PlaybackSettingsProps) {
  const titleId = useId();
  const normalizeId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>Playback</StyledPanelTitle>
      <StyledRow>
        <StyledRowHead>
          <span aria-hidden="true">Crossfade</span>
          <StyledValue aria-hidden="true">{crossfadeText(crossfadeSeconds)}</StyledValue>
        </StyledRowHead>
        <Slider
          label="Crossfade"
          variant="volume"
          showHandle
          value={crossfadeSeconds}
          max={MAX_CROSSFADE_SECONDS}
          step={1}
          pageStep={4}
          valueText={crossfadeText(crossfadeSeconds)}
          onChange={(value) => onChange({ crossfadeSeconds: Math.round(value) })}
        />
        <StyledHint>Songs from different albums blend into each other; an album played in order is never crossfaded.</StyledHint>
      </StyledRow>
      <StyledToggle>
        Gapless
        <input type="checkbox" role="switch" checked={gapless} onChange={(event) => onChange({ gapless: event.target.checked })} />
      </StyledToggle>
      <StyledRow>
        {/* The select's own markup (not ui Select): its label styles would split a chunk off /activate's first load. */}
        <StyledRowHead as="label" htmlFor={normalizeId}>
          Normalize volume
        </StyledRowHead>
        <StyledSelectWrap>
          <StyledSelect
            id={normalizeId}
            value={normalization}
            onChange={(event) => {
              if (isMode(event.target.value)) onChange({ normalization: event.target.value });
            }}
          >
            {NORMALIZE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <Icon icon={chevronDownIcon} size="sm" />
        </StyledSelectWrap>
        <StyledHint>Brings every song to about {targetLufs} LUFS, never so loud that it clips.</StyledHint>
      </StyledRow>
    </StyledPanel>
  );
}
