import styled from 'styled-components';

export const StyledSpeedAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

export const StyledSpeedValue = styled.span<{ $active: boolean }>`
  align-self: center;
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

export const StyledSpeedPanel = styled.div`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ theme }) => theme.space(60)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised}, inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledSpeedRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;
