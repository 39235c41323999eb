import styled from 'styled-components';
import { focusVisible, resetButton, transition, truncate } from '../../theme/mixins';

export const StyledPickerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const StyledPickerButton = styled.button`
  ${resetButton}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: left;
  ${transition('background-color')}
  ${focusVisible}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledPickerText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    ${truncate}
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    ${truncate}
  }
`;
