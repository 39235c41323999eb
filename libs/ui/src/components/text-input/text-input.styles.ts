import styled, { css } from 'styled-components';
import { focusRing, transition, visuallyHidden } from '../../theme/mixins';

export const StyledField = styled.div<{ $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  ${({ theme, $compact }) =>
    $compact &&
    css`
      width: min(100%, ${theme.layout.compactSearchWidth});
    `}
`;

export const StyledLabel = styled.label<{ $hidden: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

export const StyledControl = styled.div<{ $invalid: boolean; $size: 'md' | 'lg'; $round: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme, $round }) => theme.space(0, $round ? 4 : 3)};
  min-height: ${({ theme, $size }) => ($size === 'lg' ? theme.sizes.control.lg : theme.sizes.control.md)};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerText : theme.colors.borderStrong)};
  color: ${({ theme }) => theme.colors.textMuted};
  ${transition('box-shadow', 'background-color')}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-within {
    ${focusRing}
    color: ${({ theme }) => theme.colors.text};
  }

  input,
  textarea {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space(2.5, 0)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.md : theme.fontSizes.sm)};
    outline: none;
    resize: vertical;

    &::placeholder {
      color: ${({ theme }) => theme.colors.textMuted};
      opacity: 1;
    }

    &::-webkit-search-cancel-button {
      display: none;
    }
  }

  textarea {
    min-height: ${({ theme }) => theme.space(24)};
  }
`;

export const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
