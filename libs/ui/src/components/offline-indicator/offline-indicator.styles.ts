import styled from 'styled-components';

export const StyledOfflineIndicator = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(0, 0, 3)};
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledOfflineLabel = styled.strong`
  font-weight: 600;
`;

export const StyledOfflineReason = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
