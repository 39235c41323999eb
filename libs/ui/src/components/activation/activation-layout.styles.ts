import styled from 'styled-components';

export const StyledPage = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(8, 4)};
  background: radial-gradient(circle at 50% 0%, ${({ theme }) => theme.colors.placeholderFrom}, ${({ theme }) => theme.colors.background} 60%);
`;

export const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  width: min(100%, ${({ theme }) => theme.space(240)});
`;

export const StyledBrand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The page's one level-one heading: the logo, named "Tangerine" (axe's page-has-heading-one). */
export const StyledBrandHeading = styled.h1`
  margin: 0;
  font: inherit;
`;

export const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(100%, ${({ theme }) => theme.layout.dialogWidth});
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised}, inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledHelp = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export const StyledTiles = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    color: ${({ theme }) => theme.colors.brand};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The code input: monospaced, spaced and centred, so the 4-character blocks read at a glance. */
export const StyledCodeField = styled.div`
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: ${({ theme }) => theme.letterSpacings.code};
    text-align: center;
    text-transform: uppercase;
  }
`;
