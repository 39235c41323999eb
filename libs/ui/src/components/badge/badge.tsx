import type { ReactNode } from 'react';
import { StyledBadge, StyledLiveDot, StyledSrOnly, type BadgeVariant } from './badge.styles';

export type { BadgeVariant };

export interface BadgeProps {
  children: ReactNode;
  /** active: green (ACTIVE); live: red with a pulsing dot (LIVE); neutral: S/E numbers; brand: orange. */
  variant?: BadgeVariant;
  /** Extra words for screen readers, e.g. "Season 2, episode 5" for "S2 E5". */
  srLabel?: string;
}

/** A small uppercase label: ACTIVE, LIVE, S1 E4. */
export function Badge({ children, variant = 'neutral', srLabel }: BadgeProps) {
  return (
    <StyledBadge $variant={variant}>
      {variant === 'live' ? <StyledLiveDot aria-hidden="true" /> : null}
      {srLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <StyledSrOnly>{srLabel}</StyledSrOnly>
        </>
      ) : (
        children
      )}
    </StyledBadge>
  );
}
