import type { ReactNode } from 'react';
import { StyledHeader, StyledRow, StyledTitles, StyledTitle, StyledSubtitle, StyledActions } from './page-header.styles';

export interface PageHeaderProps {
  /** The page's h1: "Good evening", "My Playlists", "Liked Songs". */
  title: ReactNode;
  /** A line under the title: a count ("12 songs"), a prompt. */
  subtitle?: ReactNode;
  /** Buttons on the right ("Create Playlist", the view toggle). */
  actions?: ReactNode;
  /** Content under the header row (search box, chips). */
  children?: ReactNode;
}

/** The top of a list screen: h1, a count or prompt, actions, then filters. */
export function PageHeader({ title, subtitle, actions, children }: PageHeaderProps) {
  return (
    <StyledHeader>
      <StyledRow>
        <StyledTitles>
          <StyledTitle>{title}</StyledTitle>
          {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
        </StyledTitles>
        {actions ? <StyledActions>{actions}</StyledActions> : null}
      </StyledRow>
      {children}
    </StyledHeader>
  );
}
