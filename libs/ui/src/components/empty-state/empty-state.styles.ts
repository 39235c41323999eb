import styled from 'styled-components';

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16, 6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledEmptyIcon = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(16)};
  height: ${({ theme }) => theme.space(16)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.brand};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const StyledEmptyTitle = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledEmptyText = styled.p`
  max-width: 44ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
