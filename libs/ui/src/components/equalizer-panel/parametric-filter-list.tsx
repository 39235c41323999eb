import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { StyledFilterList, StyledFilterText, StyledNotice } from './equalizer-panel.styles';
import { formatGain } from './format-gain';

/** The format, shown in the empty box (AutoEQ's own notation, the same in every language). */
const EXAMPLE = 'Preamp: -6.1 dB\nFilter 1: ON LSC Fc 105 Hz Gain 6.4 dB Q 0.70\nFilter 2: ON PK Fc 8865 Hz Gain 4.9 dB Q 1.30';

export interface ParametricFilterListProps {
  /** The list playing now, as AutoEQ's text (what the box starts with); '' when none was pasted. */
  text: string;
  /** The list playing now, in short; null when none was pasted. */
  playing: { filters: number; preamp: number } | null;
  /** Why the last pasted list was refused (the machine's words), or null. */
  error: string | null;
  onApply: (text: string) => void;
}

/** Parametric mode: a filter list pasted as AutoEQ writes it ("Preamp: … dB", "Filter 1: ON PK Fc … Hz Gain … dB Q …"). */
export function ParametricFilterList({ text, playing, error, onApply }: ParametricFilterListProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(text);
  return (
    <StyledFilterList
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <label htmlFor={id}>{t('equalizer.filterList')}</label>
      <StyledFilterText id={id} value={draft} rows={8} spellCheck={false} maxLength={4000} placeholder={EXAMPLE} aria-invalid={error ? true : undefined} onChange={(event) => setDraft(event.target.value)} />
      {error ? <StyledNotice role="alert">{t('equalizer.filtersRefused', { reason: error })}</StyledNotice> : null}
      {playing && !error ? <StyledNotice role="status">{t('equalizer.filtersPlaying', { count: playing.filters, preamp: formatGain(playing.preamp) })}</StyledNotice> : null}
      <Button type="submit" size="sm" variant="secondary" disabled={draft.trim() === ''}>
        {t('equalizer.applyFilters')}
      </Button>
    </StyledFilterList>
  );
}
