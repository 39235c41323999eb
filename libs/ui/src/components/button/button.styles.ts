import styled, { css, type DefaultTheme } from 'styled-components';
import { focusVisible, resetButton, transition } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.brand};
        color: ${colors.onBrand};
        &:hover:not(:disabled) {
          background: ${colors.brandStrong};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surfaceRaised};
        color: ${colors.text};
        box-shadow: inset 0 0 0 ${theme.borderWidths.hairline} ${colors.borderStrong};
        &:hover:not(:disabled) {
          background: ${colors.surfaceHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled) {
          background: ${colors.surfaceRaised};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onBrand};
        &:hover:not(:disabled) {
          background: ${colors.dangerText};
        }
      `;
  }
};

const heights = { sm: 8, md: 10, lg: 12 } as const;
const paddings = { sm: 3, md: 4, lg: 6 } as const;
const fontSizes = { sm: 'xs', md: 'sm', lg: 'md' } as const;

export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme, $size }) => theme.space(heights[$size])};
  padding: ${({ theme, $size }) => theme.space(0, paddings[$size])};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $size }) => theme.fontSizes[fontSizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* A full-width button cannot grow: its label wraps (a longer language) rather than widen the page. */
  white-space: ${({ $fullWidth }) => ($fullWidth ? 'normal' : 'nowrap')};
  text-align: center;
  ${transition('background-color', 'color', 'transform', 'box-shadow')}
  ${({ theme, $variant }) => variantStyles(theme, $variant)}
  ${focusVisible}

  &:active:not(:disabled) {
    transform: scale(0.98);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`;
