import { checkIcon, copyIcon } from '../../icons/glyphs';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { formatCount, formatLongDate, maskCode } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import {
  StyledCodeButton,
  StyledCodeRow,
  StyledCopied,
  StyledDays,
  StyledPanel,
  StyledPanelTitle,
  StyledPlan,
  StyledRow,
  StyledRowLabel,
  StyledWarning,
} from './profile.styles';

/** Under this many days left, the count turns red and the warning shows. */
export const EXPIRY_WARNING_DAYS = 7;


export interface SubscriptionCardProps {
  /** "Premium". */
  plan: string;
  /** The expiry date is in the future: shows the ACTIVE badge. */
  active: boolean;
  /** The full activation code; shown masked (last 6 characters as asterisks) until clicked. */
  code: string;
  /** Shown in long US format ("March 3, 2027"). */
  expiresAt: string | Date;
  /** Whole days left, rounded up (see `daysUntil`). */
  daysRemaining: number;
  /** The copy confirmation is showing (the app clears it after 2 seconds). */
  copied: boolean;
  /** Copy the full code (the app writes it to the clipboard and sets `copied`). */
  onCopy: () => void;
}

const StyledSrOnly = styled.span`
  ${visuallyHidden}
`;

function isoOrUndefined(value: string | Date): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The subscription card of the profile dialog. */
export function SubscriptionCard({ plan, active, code, expiresAt, daysRemaining, copied, onCopy }: SubscriptionCardProps) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const titleId = useId();
  const warning = daysRemaining < EXPIRY_WARNING_DAYS;
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>
        <span>{t('profile.subscription')}</span>
        {active ? <Badge variant="active">{t('profile.active')}</Badge> : null}
      </StyledPanelTitle>
      <StyledPlan>{plan}</StyledPlan>
      <StyledCodeRow>
        <StyledCodeButton
          type="button"
          aria-pressed={revealed}
          title={revealed ? t('profile.hideCode') : t('profile.revealCode')}
          data-code={revealed ? 'revealed' : 'masked'}
          onClick={() => setRevealed((value) => !value)}
        >
          <StyledSrOnly>{t('profile.codePrefix')} </StyledSrOnly>
          {revealed ? code : maskCode(code)}
        </StyledCodeButton>
        <IconButton icon={copied ? checkIcon : copyIcon} label={copied ? t('profile.copiedLabel') : t('profile.copyCode')} active={copied} onClick={onCopy} />
        <span aria-live="polite">{copied ? <StyledCopied>{t('profile.copied')}</StyledCopied> : null}</span>
      </StyledCodeRow>
      <StyledRow>
        <StyledRowLabel>{t('profile.expires')}</StyledRowLabel>
        <time dateTime={isoOrUndefined(expiresAt)}>{formatLongDate(expiresAt)}</time>
      </StyledRow>
      <StyledRow>
        <StyledRowLabel>{t('profile.daysRemaining')}</StyledRowLabel>
        <StyledDays $warning={warning} data-warning={warning}>
          {formatCount(daysRemaining)}
        </StyledDays>
      </StyledRow>
      {warning ? <StyledWarning role="status">{t('profile.expiryWarning')}</StyledWarning> : null}
    </StyledPanel>
  );
}
