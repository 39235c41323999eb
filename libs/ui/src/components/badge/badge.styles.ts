import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export type BadgeVariant = 'active' | 'live' | 'neutral' | 'brand';

export const pulse = keyframes`
  50% { opacity: 0.35; }
`;

export const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
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
          box-shadow: inset 0 0 0 ${theme.borderWidths.hairline} ${theme.colors.borderStrong};
        `;
    }
  }}
`;

export const StyledLiveDot = styled.span`
  width: ${({ theme }) => theme.space(1.5)};
  height: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: currentColor;
  animation: ${pulse} ${({ theme }) => theme.motion.pulse} ease-in-out infinite;
`;

export const StyledSrOnly = styled.span`
  ${visuallyHidden}
`;
