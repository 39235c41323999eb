import styled from 'styled-components';

export const StyledRules = styled.div.attrs({ role: 'group' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledRule = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  & > * {
    flex: 1 1 8rem;
    min-width: 0;
  }

  & > button {
    flex: 0 0 auto;
  }
`;

export const StyledSettings = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledCount = styled.p<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.dangerText : theme.colors.brand)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
