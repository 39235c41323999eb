import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { StyledHeadphoneList, StyledHeadphonePicker, StyledNotice } from './equalizer-panel.styles';

/** The picker shows this many matches at most: a few words of the name narrow it. */
const SHOWN = 6;

export interface HeadphonePickerProps {
  /** The model whose correction plays now, or null. */
  chosen: string | null;
  /** Model names matching what the listener typed ('' lists them all), in the order to show. */
  find: (query: string) => readonly string[];
  onChoose: (name: string) => void;
}

/** Built-in headphone corrections (AutoEq's lists), found by typing part of the model's name. */
export function HeadphonePicker({ chosen, find, onChoose }: HeadphonePickerProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const matches = find(query);
  return (
    <StyledHeadphonePicker>
      <TextInput type="search" label={t('equalizer.headphones')} placeholder={t('equalizer.headphonesSearch')} value={query} maxLength={60} autoComplete="off" onChange={(event) => setQuery(event.target.value)} />
      {matches.length === 0 ? (
        <StyledNotice role="status">{t('equalizer.headphonesNone')}</StyledNotice>
      ) : (
        <StyledHeadphoneList aria-label={t('equalizer.headphones')}>
          {matches.slice(0, SHOWN).map((name) => (
            <li key={name}>
              <Button size="sm" variant={name === chosen ? 'secondary' : 'ghost'} aria-pressed={name === chosen} onClick={() => onChoose(name)}>
                {name}
              </Button>
            </li>
          ))}
        </StyledHeadphoneList>
      )}
      {matches.length > SHOWN ? <StyledNotice>{t('equalizer.headphonesMore', { count: matches.length - SHOWN })}</StyledNotice> : null}
      {chosen ? <StyledNotice role="status">{t('equalizer.headphonesPlaying', { name: chosen })}</StyledNotice> : null}
      <StyledNotice>{t('equalizer.headphonesCredit')}</StyledNotice>
    </StyledHeadphonePicker>
  );
}
