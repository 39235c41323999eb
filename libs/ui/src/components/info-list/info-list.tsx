import type { ReactNode } from 'react';
import { StyledList, StyledItem, StyledTerm, StyledValue } from './info-list.styles';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

export interface InfoListProps {
  items: readonly InfoItem[];
}

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
