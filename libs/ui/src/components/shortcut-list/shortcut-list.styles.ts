import styled from 'styled-components';

export const StyledShortcutList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2, 6)};
`;

export const StyledShortcutKeys = styled.dt`
  color: ${({ theme }) => theme.colors.brand};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export const StyledShortcutAction = styled.dd`
  color: ${({ theme }) => theme.colors.text};
`;
