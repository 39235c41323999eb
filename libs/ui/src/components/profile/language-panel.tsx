import { useId } from 'react';
import { chevronDownIcon } from '../../icons/glyphs';
import { Icon } from '../../icons/icon';
import { LOCALES, isLocale, type Locale } from '../../i18n/locales';
import { useT } from '../../i18n/i18n';
import { StyledSelect, StyledSelectWrap } from '../select/select.styles';
import { StyledRowHead } from '../playback-settings/playback-settings.styles';
import { StyledPanel } from './profile.styles';

export interface LanguagePanelProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/** The profile dialog's "Language" select: each option is the language's own name. */
export function LanguagePanel({ value, onChange }: LanguagePanelProps) {
  const t = useT();
  const selectId = useId();
  return (
    <StyledPanel>
      <StyledRowHead as="label" htmlFor={selectId}>
        {t('language.label')}
      </StyledRowHead>
      <StyledSelectWrap>
        <StyledSelect
          id={selectId}
          value={value}
          onChange={(event) => {
            if (isLocale(event.target.value)) onChange(event.target.value);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale.code} value={locale.code} lang={locale.code}>
              {locale.name}
            </option>
          ))}
        </StyledSelect>
        <Icon icon={chevronDownIcon} size="sm" />
      </StyledSelectWrap>
    </StyledPanel>
  );
}
