import styled from 'styled-components';

export const StyledDownloadControl = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The ring around the cancel button while a download runs; its stroke shows the progress. */
export const StyledProgressRing = styled.span`
  position: relative;
  display: inline-flex;
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    transform: rotate(-90deg);
  }
  circle {
    fill: none;
    stroke-width: 2;
  }
  circle:first-child {
    stroke: ${({ theme }) => theme.colors.border};
  }
  circle:last-child {
    stroke: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledDownloadNote = styled.span<{ $tone: 'muted' | 'danger' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.textMuted)};
  white-space: nowrap;
`;
