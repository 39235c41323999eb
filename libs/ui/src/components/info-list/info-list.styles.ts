import styled from 'styled-components';

export const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2, 4)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledItem = styled.div`
  display: contents;
`;

export const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  text-align: right;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;
