import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

const pulse = keyframes`
  50% { opacity: 0.35; }
`;

export type BadgeVariant = 'active' | 'live' | 'neutral' | 'brand';

export interface BadgeProps {
  children: ReactNode;
  /** active: green (ACTIVE); live: red with a pulsing dot (LIVE); neutral: S/E numbers; brand: orange. */
  variant?: BadgeVariant;
  /** Extra words for screen readers, e.g. "Season 2, episode 5" for "S2 E5". */
  srLabel?: string;
}

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.label};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-transform: uppercase;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'active':
        return css`
          background: ${theme.colors.success};
          color: ${theme.colors.onSuccess};
        `;
      case 'live':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.onBrand};
        `;
      case 'brand':
        return css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
        `;
      case 'neutral':
        return css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          box-shadow: inset 0 0 0 1px ${theme.colors.borderStrong};
        `;
    }
  }}
`;

const StyledLiveDot = styled.span`
  width: ${({ theme }) => theme.space(1.5)};
  height: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: currentColor;
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const StyledSrOnly = styled.span`
  ${visuallyHidden}
`;

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
