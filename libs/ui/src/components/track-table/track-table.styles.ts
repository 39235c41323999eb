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

/**
 * Under 768 px a row is the mobile pattern: artwork, then title and artist on two lines taking the
 * width; the number and duration columns give way (the duration joins the artist line) and the
 * buttons column is as narrow as its buttons.
 */
export const StyledTh = styled.th<{ $width?: string; $narrowWidth?: string; $align?: 'left' | 'right' | 'center'; $secondary?: boolean; $wideOnly?: boolean }>`
  width: ${({ $width }) => $width ?? 'auto'};
  ${({ theme, $narrowWidth, $wideOnly }) =>
    ($narrowWidth || $wideOnly) &&
    css`
      ${theme.media.belowTablet} {
        ${$narrowWidth ? `width: ${$narrowWidth};` : ''}
        ${$wideOnly ? 'display: none;' : ''}
      }
    `}
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

/**
 * A row and its cells, columns and buttons: plain elements styled from here by data attributes, so a
 * row mounted while a 10,000-row list scrolls costs one styled component, not a dozen, and the
 * scroll stays smooth.
 */
export const StyledRow = styled.tr<{ $current: boolean; $unavailable?: boolean }>`
  cursor: ${({ $unavailable }) => ($unavailable ? 'default' : 'pointer')};
  ${transition('background-color')}

  > td {
    height: ${({ theme }) => theme.space(14)};
    padding: ${({ theme }) => theme.space(1, 3)};
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    font-variant-numeric: tabular-nums;
  }
  > td:not([data-overflow]) {
    ${truncate}
  }
  > td[data-align='center'] {
    text-align: center;
  }
  > td[data-align='right'] {
    text-align: right;
  }
  > td[data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > td[data-secondary],
  > td[data-wide-only] {
    ${({ theme }) => theme.media.belowTablet} {
      display: none;
    }
  }
  [data-narrow-only] {
    display: none;
    ${({ theme }) => theme.media.belowTablet} {
      display: inline;
    }
  }
  > td a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }

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

  [data-index-cell] {
    position: relative;
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.sizes.control.sm};
    height: ${({ theme }) => theme.sizes.control.sm};
  }
  [data-index-number] {
    color: ${({ theme }) => theme.colors.textMuted};
    ${transition('opacity')}
  }
  [data-row-play] {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    opacity: 0;
    ${transition('opacity')}
  }
  [data-row-play] button {
    color: ${({ theme }) => theme.colors.text};
  }
  &:hover [data-index-number],
  &:focus-within [data-index-number] {
    opacity: 0;
  }
  &:hover [data-row-play],
  &:focus-within [data-row-play] {
    opacity: 1;
  }

  [data-title-cell] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
  [data-title-text] {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  [data-row-buttons] {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
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

/** The title line: the downloaded mark sits inline before the title, which ellipsizes after it. */
export const StyledTrackTitle = styled.span`
  display: flex;
  align-items: center;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  > span,
  > a {
    min-width: 0;
    ${truncate}
  }
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

/** Stands for the rows a windowed table does not render; its height is set inline (it changes on scroll). */
export const StyledSpacerCell = styled.td`
  padding: 0;
  border: 0;
`;
