// TODO(ui): move to libs/ui (page layout: Page, PageTitle, Muted, Row, PageHead). Written here because libs/ui
// had only buttons and icons when the screens were built.
import { theme } from '@tangerine/ui';
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

