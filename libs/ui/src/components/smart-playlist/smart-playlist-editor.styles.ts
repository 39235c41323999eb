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

/** A nested group: its rules set off by a rule line, so the levels read at a glance. */
export const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 2px solid ${({ theme }) => theme.colors.brand};
`;

export const StyledGroupHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  & > *:first-child {
    flex: 1 1 auto;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledCapNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
