import styled from 'styled-components';

export const StyledDetailHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6, 0)};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledDetailArtwork = styled.div`
  width: min(100%, ${({ theme }) => theme.sizes.artwork.lg});
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border-radius: ${({ theme }) => theme.radii.md};
  flex: none;

  ${({ theme }) => theme.media.belowTablet} {
    align-self: center;
  }
`;

export const StyledDetailBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  width: 100%;
`;

export const StyledDetailLabel = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.label};
  text-transform: uppercase;
`;

export const StyledDetailTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;

  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

export const StyledDetailMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1, 2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    &:hover {
      text-decoration: underline;
    }
  }
`;

export const StyledMetaSeparator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDetailDescription = styled.p`
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const StyledDetailActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A description that is not plain text (genre tags): a block, not a clamped paragraph. */
export const StyledDetailExtra = styled.div`
  min-width: 0;
`;
