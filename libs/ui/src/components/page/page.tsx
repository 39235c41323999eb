import type { HTMLAttributes, ReactNode } from 'react';
import { Text } from '../layout/layout';
import { StyledPage, StyledPageHead, StyledPageHeadTitles, StyledPageTitle } from './page.styles';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/** A screen's content column: sections 32 px apart, capped at the content width, centred. */
export function Page({ children, ...rest }: PageProps) {
  return <StyledPage {...rest}>{children}</StyledPage>;
}

export interface PageTitleProps {
  children: ReactNode;
}

/** The screen's h1 ("Trending", "Good evening"); smaller on phones. */
export function PageTitle({ children }: PageTitleProps) {
  return <StyledPageTitle>{children}</StyledPageTitle>;
}

export interface PageHeadProps {
  /** The h1's text. */
  title: ReactNode;
  /** A muted line under the title, e.g. "12 songs". */
  count?: ReactNode;
  /** Controls on the right ("Create Playlist", the view toggle). */
  actions?: ReactNode;
}

/** The top row of a list screen: the h1 with its count on the left, actions on the right. */
export function PageHead({ title, count, actions }: PageHeadProps) {
  return (
    <StyledPageHead>
      <StyledPageHeadTitles>
        <PageTitle>{title}</PageTitle>
        {count !== undefined && count !== null && count !== false ? <Text $muted>{count}</Text> : null}
      </StyledPageHeadTitles>
      {actions}
    </StyledPageHead>
  );
}
