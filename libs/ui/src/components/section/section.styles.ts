import styled from 'styled-components';

/** Room around a deferred section's content for its cards' focus rings (width + offset), which its paint containment would clip. */
const FOCUS_ROOM = '4px';

export const StyledSection = styled.section<{ $unavailable?: boolean; $deferOffscreen?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $unavailable }) => theme.space($unavailable ? 1 : 4)};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.textMuted : 'inherit')};

  & + & {
    margin-top: ${({ theme }) => theme.layout.sectionGap};
  }

  ${({ theme, $deferOffscreen }) =>
    $deferOffscreen
      ? `
    content-visibility: auto;
    contain-intrinsic-size: auto 600px;
    padding: ${FOCUS_ROOM};
    margin: -${FOCUS_ROOM};

    & + & {
      margin-top: calc(${theme.layout.sectionGap} - ${FOCUS_ROOM});
    }
  `
      : ''}
`;

export const StyledSectionHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const StyledSectionTitle = styled.h2`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const StyledSectionCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

export const StyledSectionActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
`;

/** Why an unavailable section is empty. */
export const StyledSectionNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
