import styled from 'styled-components';
import { focusVisible, resetButton, tabularNumbers, transition, truncate } from '../../theme/mixins';

export const StyledQueueSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const StyledQueueHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledQueueItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/* Greyed by colour, not opacity (as TrackTable's rows): text keeps its contrast. */
export const StyledQueueRow = styled.li<{ $current: boolean; $unavailable?: boolean }>`
  img {
    opacity: ${({ $unavailable }) => ($unavailable ? 0.5 : 1)};
  }

  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.surfaceRaised : 'transparent')};
  ${transition('background-color')}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** The row's main control: artwork, title and artist; a click jumps to the track. */
export const StyledQueueJump = styled.button<{ $current: boolean }>`
  ${resetButton}
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(1, 0)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.text)};
  text-align: left;
  cursor: pointer;
  ${focusVisible}

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const StyledQueueText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledQueueTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${truncate}
`;

export const StyledQueueArtist = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${truncate}
`;

export const StyledQueueDuration = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${tabularNumbers}
`;

/** Why a greyed entry cannot play now. */
export const StyledQueueNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${truncate}
`;
