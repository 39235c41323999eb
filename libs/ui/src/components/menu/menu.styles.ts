import styled, { css } from 'styled-components';
import { focusVisible, resetButton } from '../../theme/mixins';
import { Link } from '../../lib/link';

export const StyledMenuAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

export const StyledMenu = styled.div<{ $placement: 'below' | 'above' }>`
  position: absolute;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: ${({ theme }) => theme.space(52)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised}, inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};
  ${({ theme, $placement }) =>
    $placement === 'below'
      ? css`
          top: calc(100% + ${theme.space(1)});
        `
      : css`
          bottom: calc(100% + ${theme.space(1)});
        `}
`;

export const menuItemStyles = css<{ $danger: boolean }>`
  ${resetButton}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  white-space: nowrap;
  ${focusVisible}

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledMenuItemButton = styled.button<{ $danger: boolean }>`
  ${menuItemStyles}
`;

export const StyledMenuItemLink = styled(Link)<{ $danger: boolean }>`
  ${menuItemStyles}
`;
