import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

export interface InfoListProps {
  items: readonly InfoItem[];
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2, 4)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledItem = styled.div`
  display: contents;
`;

const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  text-align: right;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

/** Label / value rows: device information, station information. */
export function InfoList({ items }: InfoListProps) {
  return (
    <StyledList>
      {items.map((item) => (
        <StyledItem key={item.label}>
          <StyledTerm>{item.label}</StyledTerm>
          <StyledValue>{item.value}</StyledValue>
        </StyledItem>
      ))}
    </StyledList>
  );
}
