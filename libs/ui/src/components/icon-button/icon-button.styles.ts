import styled, { css } from 'styled-components';
import { focusVisible, resetButton, transition } from '../../theme/mixins';

export type IconButtonVariant = 'ghost' | 'brand' | 'surface';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const sizes = { sm: 'sm', md: 'md', lg: 'lg' } as const;

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize; $active: boolean }>`
  ${resetButton}
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.sizes.control[sizes[$size]]};
  height: ${({ theme, $size }) => theme.sizes.control[sizes[$size]]};
  border-radius: ${({ theme }) => theme.radii.round};
  ${transition('background-color', 'color', 'transform', 'opacity')}
  ${focusVisible}

  ${({ theme, $variant, $active }) => {
    const { colors } = theme;
    switch ($variant) {
      case 'brand':
        return css`
          background: ${colors.brand};
          color: ${colors.onBrand};
          box-shadow: ${theme.shadows.play};
          &:hover:not(:disabled) {
            background: ${colors.brandStrong};
            transform: scale(1.04);
          }
        `;
      case 'surface':
        return css`
          background: ${colors.surfaceRaised};
          color: ${$active ? colors.brand : colors.text};
          &:hover:not(:disabled) {
            background: ${colors.surfaceHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${$active ? colors.brand : colors.textMuted};
          &:hover:not(:disabled) {
            color: ${$active ? colors.brandStrong : colors.text};
            background: ${colors.surfaceRaised};
          }
        `;
    }
  }}

  &:active:not(:disabled) {
    transform: scale(0.96);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

export const StyledIconBadge = styled.svg`
  position: absolute;
  top: ${({ theme }) => theme.space(0.5)};
  right: ${({ theme }) => theme.space(0.5)};
  width: ${({ theme }) => theme.space(3.5)};
  height: ${({ theme }) => theme.space(3.5)};
  pointer-events: none;

  circle {
    fill: ${({ theme }) => theme.colors.brand};
  }

  path {
    fill: ${({ theme }) => theme.colors.onBrand};
  }
`;
