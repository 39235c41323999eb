// TODO(ui): move to libs/ui (Page, Section with "Show all", CardGrid). Written here because libs/ui
// had only buttons and icons when the screens were built.
import { Link, theme } from '@tangerine/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.layout.sectionGap};
  max-width: ${theme.layout.contentMaxWidth};
  margin: 0 auto;
  width: 100%;
  min-width: 0;
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.tight};
  ${theme.media.belowTablet} {
    font-size: ${theme.fontSizes.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

export const PageHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const SectionBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  min-width: 0;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
  a {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
`;

export function Section({
  title,
  showAllHref,
  actions,
  children,
}: {
  title: ReactNode;
  showAllHref?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionBox aria-label={typeof title === 'string' ? title : undefined}>
      <SectionHead>
        <h2>{title}</h2>
        <Row>
          {actions}
          {showAllHref && <Link href={showAllHref}>Show all</Link>}
        </Row>
      </SectionHead>
      {children}
    </SectionBox>
  );
}

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${theme.layout.cardMinWidth}, 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.belowTablet} {
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    gap: ${theme.space(3)};
  }
`;
