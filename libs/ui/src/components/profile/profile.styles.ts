import styled from 'styled-components';
import { focusVisible, resetButton } from '../../theme/mixins';

export const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};
`;

export const StyledPanelTitle = styled.h3`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledPlan = styled.p`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledRowLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledCodeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledCodeButton = styled.button`
  ${resetButton}
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: ${({ theme }) => theme.letterSpacings.label};
  text-align: left;
  overflow-wrap: anywhere;
  ${focusVisible}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const StyledCopied = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

export const StyledDays = styled.span<{ $warning: boolean }>`
  color: ${({ theme, $warning }) => ($warning ? theme.colors.dangerText : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const StyledWarning = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset ${({ theme }) => theme.space(1)} 0 0 ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
