import type { ReactNode } from 'react';
import styled from 'styled-components';

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

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3, 4)};
`;

const StyledTitles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

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
