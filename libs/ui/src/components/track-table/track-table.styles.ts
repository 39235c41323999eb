import styled, { css } from 'styled-components';
import { transition, truncate, visuallyHidden } from '../../theme/mixins';
import { Icon } from '../../icons/icon';
import { Link } from '../../lib/link';

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Secondary columns (album, date, plays, the artist column) give way under 768 px. */
const secondary = css<{ $secondary?: boolean }>`
  ${({ theme, $secondary }) =>
    $secondary &&
    css`
      ${theme.media.belowTablet} {
        display: none;
      }
    `}
`;

export const StyledTh = styled.th<{ $width?: string; $align?: 'left' | 'right' | 'center'; $secondary?: boolean }>`
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${({ theme }) => theme.space(2, 3)};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.label};
  text-align: ${({ $align }) => $align ?? 'left'};
  text-transform: uppercase;
  ${secondary}

  svg {
    display: inline-block;
    vertical-align: middle;
  }
`;

export const StyledSrOnly = styled.span`
  ${visuallyHidden}
`;

export const StyledRow = styled.tr<{ $current: boolean; $unavailable?: boolean }>`
  cursor: ${({ $unavailable }) => ($unavailable ? 'default' : 'pointer')};
  ${transition('background-color')}

  td:first-child {
    border-top-left-radius: ${({ theme }) => theme.radii.sm};
    border-bottom-left-radius: ${({ theme }) => theme.radii.sm};
  }

  td:last-child {
    border-top-right-radius: ${({ theme }) => theme.radii.sm};
    border-bottom-right-radius: ${({ theme }) => theme.radii.sm};
  }

  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  ${({ $current }) =>
    $current &&
    css`
      [data-track-title] {
        color: ${({ theme }) => theme.colors.brand};
      }
    `}

  /* Greyed by colour, not opacity: text keeps its contrast, the reason under the title says why. */
  ${({ $unavailable }) =>
    $unavailable &&
    css`
      [data-track-title] {
        color: ${({ theme }) => theme.colors.textMuted};
      }

      img {
        opacity: 0.5;
      }
    `}
`;

export const StyledTd = styled.td<{ $align?: 'left' | 'right' | 'center'; $muted?: boolean; $secondary?: boolean; $overflow?: boolean }>`
  height: ${({ theme }) => theme.space(14)};
  padding: ${({ theme }) => theme.space(1, 3)};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  text-align: ${({ $align }) => $align ?? 'left'};
  font-variant-numeric: tabular-nums;
  ${({ $overflow }) => !$overflow && truncate}
  ${secondary}

  a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

export const StyledIndexCell = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
`;

export const StyledIndexNumber = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  ${transition('opacity')}

  ${StyledRow}:hover &,
  ${StyledRow}:focus-within & {
    opacity: 0;
  }
`;

export const StyledRowPlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  opacity: 0;
  ${transition('opacity')}

  ${StyledRow}:hover &,
  ${StyledRow}:focus-within & {
    opacity: 1;
  }

  button {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StyledTitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const StyledTitleText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledTrackTitle = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${truncate}
`;

export const StyledDownloadedMark = styled(Icon)`
  flex: none;
  margin-right: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.brand};
  vertical-align: text-bottom;
`;

export const StyledRowNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${truncate}
`;

export const StyledTrackTitleLink = styled(Link)`
  color: inherit;
  ${truncate}
`;

export const StyledTrackSubtitle = styled.span<{ $onlyNarrow: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${truncate}

  ${({ theme, $onlyNarrow }) =>
    $onlyNarrow &&
    css`
      display: none;

      ${theme.media.belowTablet} {
        display: block;
      }
    `}
`;

export const StyledMutedLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledRowButtons = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Stands for the rows a windowed table does not render; its height is set inline (it changes on scroll). */
export const StyledSpacerCell = styled.td`
  padding: 0;
  border: 0;
`;
