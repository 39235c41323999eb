import styled from 'styled-components';

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  width: 100%;
  min-width: 0;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.belowTablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const StyledPageHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const StyledPageHeadTitles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;
