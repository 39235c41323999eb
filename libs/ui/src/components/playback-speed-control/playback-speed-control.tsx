import { useId } from 'react';
import { usePopover } from '../../lib/use-popover';
import { translate, useT } from '../../i18n/i18n';
import { numberFormat } from '../../i18n/intl';
import { Button } from '../button/button';
import { Slider } from '../slider/slider';
import { speedIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { StyledSpeedAnchor, StyledSpeedPanel, StyledSpeedRow, StyledSpeedValue } from './playback-speed-control.styles';

/** Episodes play from 0.5× to 3× in steps of 0.1. */
const MIN = 0.5;
const MAX = 3;
const STEPS = Math.round((MAX - MIN) * 10);

export interface PlaybackSpeedControlProps {
  /** The episode's speed, 0.5 to 3. */
  rate: number;
  onChange: (rate: number) => void;
}

/** `1.5×` (`1,5×` in German); whole speeds keep one decimal (`1.0×`) so the button does not change width. */
export function formatSpeed(rate: number): string {
  return translate('speed.value', { rate: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rate) });
}

/** The player bar's "Playback speed" (podcast episodes): a panel with a 0.1-step slider and a reset to 1×. */
export function PlaybackSpeedControl({ rate, onChange }: PlaybackSpeedControlProps) {
  const { open, setOpen, anchorRef, triggerRef } = usePopover();
  const panelId = useId();
  const t = useT();

  return (
    <StyledSpeedAnchor ref={anchorRef}>
      <IconButton
        ref={triggerRef}
        icon={speedIcon}
        label={t('speed.label')}
        active={rate !== 1}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      <StyledSpeedValue data-numeric="" aria-hidden="true" $active={rate !== 1}>
        {formatSpeed(rate)}
      </StyledSpeedValue>
      {open ? (
        <StyledSpeedPanel id={panelId} role="group" aria-label={t('speed.label')}>
          <StyledSpeedRow>
            <span>{t('speed.label')}</span>
            <strong data-numeric="">{formatSpeed(rate)}</strong>
          </StyledSpeedRow>
          <Slider
            label={t('speed.slider')}
            value={Math.round((rate - MIN) * 10)}
            max={STEPS}
            step={1}
            pageStep={5}
            showHandle
            valueText={formatSpeed(rate)}
            onChange={(step) => onChange(Math.round(MIN * 10 + Math.round(step)) / 10)}
          />
          <Button size="sm" variant="secondary" disabled={rate === 1} onClick={() => onChange(1)}>
            {t('speed.normal')}
          </Button>
        </StyledSpeedPanel>
      ) : null}
    </StyledSpeedAnchor>
  );
}
