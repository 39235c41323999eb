import styled, { css } from 'styled-components';
import { focusVisible, resetButton, transition } from '../../theme/mixins';

export const chipStyles = css<{ $selected: boolean }>`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(1, 3.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  ${transition('background-color', 'color')}
  ${focusVisible}
  ${({ theme, $selected }) =>
    $selected
      ? css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
        `
      : css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          &:hover {
            background: ${theme.colors.surfaceHover};
          }
        `}
`;

export const StyledChipButton = styled.button<{ $selected: boolean }>`
  ${chipStyles}
`;

export const StyledChipStatic = styled.span<{ $selected: boolean }>`
  ${chipStyles}
  cursor: default;
`;

export const StyledChipGroup = styled.div<{ $wrap: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  overflow-x: ${({ $wrap }) => ($wrap ? 'visible' : 'auto')};
  padding: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(-1)};
  scrollbar-width: none;
`;
