import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface PanelProps {
  /** "About", "Station Information". */
  title: string;
  children: ReactNode;
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

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
