import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../button/button';
import { StyledSection, StyledSectionActions, StyledSectionCount, StyledSectionHeader, StyledSectionTitle } from './section.styles';

export interface SectionProps {
  title: ReactNode;
  /** Shown beside the title, e.g. "Songs (12)" when countStyle is "parentheses". */
  count?: number;
  /** "muted" shows the bare number in grey; "parentheses" writes "(12)" as SPEC's "Up Next (n)". */
  countStyle?: 'muted' | 'parentheses';
  /** Adds the "Show all" link to this address. */
  showAllHref?: string;
  /** Extra controls on the right (play all, view toggle). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** A titled block of a page, with an optional count and "Show all". */
export function Section({ title, count, countStyle = 'parentheses', showAllHref, actions, headingLevel = 2, children }: SectionProps) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledSectionHeader>
        <StyledSectionTitle as={headingLevel === 3 ? 'h3' : 'h2'} id={headingId}>
          <span>{title}</span>
          {count !== undefined ? <StyledSectionCount>{countStyle === 'parentheses' ? `(${count})` : count}</StyledSectionCount> : null}
        </StyledSectionTitle>
        {actions || showAllHref ? (
          <StyledSectionActions>
            {actions}
            {showAllHref ? (
              <ButtonLink href={showAllHref} variant="ghost" size="sm">
                Show all
              </ButtonLink>
            ) : null}
          </StyledSectionActions>
        ) : null}
      </StyledSectionHeader>
      {children}
    </StyledSection>
  );
}
