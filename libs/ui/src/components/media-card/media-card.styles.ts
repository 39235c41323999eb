import styled from 'styled-components';
import { focusRing, transition, truncate } from '../../theme/mixins';
import { Link } from '../../lib/link';

export const StyledCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${transition('background-color')}

  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** The artwork's shadow, shaped like the artwork (a round portrait casts a round one). */
export const StyledArtworkWrap = styled.div<{ $round: boolean }>`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space(1)};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.md)};
`;

export const StyledBadgeSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
`;

export const StyledPlaySlot = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndices.raised + 1};
  opacity: 0;
  transform: translateY(${({ theme }) => theme.space(2)});
  ${transition('opacity', 'transform')}

  ${StyledCard}:hover &,
  ${StyledCard}:focus-within & {
    opacity: 1;
    transform: none;
  }

  @media (hover: none) {
    opacity: 1;
    transform: none;
  }
`;

export const StyledCardTitle = styled.h3<{ $wrap: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${({ $wrap }) => ($wrap ? 'overflow-wrap: anywhere;' : truncate)}
`;

/** The title link stretches over the whole card; the play button sits above it. */
export const StyledCardLink = styled(Link)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.raised};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    ${focusRing}
  }
`;

export const StyledCardSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${truncate}
`;

export const StyledCardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ theme }) => theme.layout.cardMinWidth}, calc(50% - ${({ theme }) => theme.space(1.5)})), 1fr));
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;
