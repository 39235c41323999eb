import styled from 'styled-components';

export const StyledLoadingState = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16, 6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};

  [data-spinner] {
    color: ${({ theme }) => theme.colors.brand};
  }
`;
