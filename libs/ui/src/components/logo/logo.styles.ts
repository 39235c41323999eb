import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export const StyledLogo = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};

  svg {
    flex: none;
    width: ${({ theme, $size }) => ($size === 'lg' ? theme.space(10) : theme.space(8))};
    height: ${({ theme, $size }) => ($size === 'lg' ? theme.space(10) : theme.space(8))};
  }
`;

export const StyledMark = styled.svg`
  circle {
    fill: ${({ theme }) => theme.colors.brand};
  }

  path {
    fill: ${({ theme }) => theme.colors.onBrand};
  }

  .leaf {
    fill: ${({ theme }) => theme.colors.success};
  }
`;

export const StyledHiddenName = styled.span`
  ${visuallyHidden}
`;
