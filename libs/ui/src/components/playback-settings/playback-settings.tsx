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
  /** Opens the equalizer's panel; no button without it. */
  onOpenEqualizer?: () => void;
}

export const MAX_CROSSFADE_SECONDS = 12;

const NORMALIZE_OPTIONS: ReadonlyArray<{ value: NormalizeVolume; label: MessageId }> = [
  { value: 'off', label: 'playback.off' },
  { value: 'track', label: 'playback.track' },
  { value: 'album', label: 'playback.album' },
];

const isMode = (value: string): value is NormalizeVolume => NORMALIZE_OPTIONS.some((option) => option.value === value);


/** The Playback section of the profile dialog: crossfade, gapless and volume normalization, per device. */
export function PlaybackSettings({ crossfadeSeconds, gapless, normalization, onChange, targetLufs = -14, onOpenEqualizer }: PlaybackSettingsProps) {
  const t = useT();
  const crossfadeText = crossfadeSeconds > 0 ? t('playback.seconds', { seconds: crossfadeSeconds }) : t('playback.off');
  const titleId = useId();
  const normalizeId = useId();
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
      <StyledRow>
        {/* The select's own markup (not ui Select): its label styles would split a chunk off /activate's first load. */}
        <StyledRowHead as="label" htmlFor={normalizeId}>
          {t('playback.normalize')}
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
                {t(option.label)}
              </option>
            ))}
          </StyledSelect>
          <Icon icon={chevronDownIcon} size="sm" />
        </StyledSelectWrap>
        <StyledHint>{t('playback.normalizeHint', { lufs: targetLufs })}</StyledHint>
      </StyledRow>
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
