import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../button/button';
import { StyledSection, StyledSectionActions, StyledSectionCount, StyledSectionHeader, StyledSectionNote, StyledSectionTitle } from './section.styles';
import { useT } from '../../i18n/i18n';

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
  /** Set when the section cannot be filled now ("Needs a connection..."): greyed, the reason instead of its content. */
  unavailableReason?: string | null;
  /**
   * Lets the browser skip the section's layout and paint while it is off screen (CSS
   * content-visibility), e.g. a long page's sections below its first screen: a phone's first load
   * then lays out only what it shows.
   */
  deferOffscreen?: boolean;
  children?: ReactNode;
}

/** A titled block of a page, with an optional count and "Show all"; or greyed with the reason it is unavailable. */
export function Section({ title, count, countStyle = 'parentheses', showAllHref, actions, headingLevel = 2, unavailableReason = null, deferOffscreen = false, children }: SectionProps) {
  const t = useT();
  const headingId = useId();
  if (unavailableReason) {
    return (
      <StyledSection aria-labelledby={headingId} data-unavailable="" $unavailable>
        <StyledSectionHeader>
          <StyledSectionTitle as={headingLevel === 3 ? 'h3' : 'h2'} id={headingId}>
            <span>{title}</span>
          </StyledSectionTitle>
        </StyledSectionHeader>
        <StyledSectionNote>{unavailableReason}</StyledSectionNote>
      </StyledSection>
    );
  }
  return (
    <StyledSection aria-labelledby={headingId} $deferOffscreen={deferOffscreen}>
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
                {t('common.showAll')}
              </ButtonLink>
            ) : null}
          </StyledSectionActions>
        ) : null}
      </StyledSectionHeader>
      {children}
    </StyledSection>
  );
}
