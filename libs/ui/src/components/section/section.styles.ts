import styled from 'styled-components';

export const StyledSection = styled.section<{ $unavailable?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $unavailable }) => theme.space($unavailable ? 1 : 4)};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.textMuted : 'inherit')};

  & + & {
    margin-top: ${({ theme }) => theme.layout.sectionGap};
  }
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
