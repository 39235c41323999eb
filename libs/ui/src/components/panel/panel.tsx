import { useId, type ReactNode } from 'react';
import { StyledPanel, StyledPanelTitle } from './panel.styles';

export interface PanelProps {
  /** "About", "Station Information". */
  title: string;
  children: ReactNode;
}

/** A titled box of secondary content (About, Station Information). */
export function Panel({ title, children }: PanelProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{title}</StyledPanelTitle>
      {children}
    </StyledPanel>
  );
}
