import styled from 'styled-components';
import { truncate } from '../../theme/mixins';
import { Link } from '../../lib/link';

export const StyledPlayerBar = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.layout.playerHeight};
  padding: ${({ theme }) => theme.space(2, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2, 3)};
  }
`;

/** The progress bar lies along the top edge of the bar. */
export const StyledProgress = styled.div`
  position: absolute;
  inset-inline: 0;
  top: ${({ theme }) => theme.space(-2)};
  padding: ${({ theme }) => theme.space(0, 0)};
`;

export const StyledNowPlaying = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const StyledTrackText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledTitle = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${truncate}
`;

export const StyledArtist = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${truncate}
`;

export const StyledTextLink = styled(Link)`
  &:hover {
    text-decoration: underline;
  }
`;

export const StyledCenter = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  ${({ theme }) => theme.media.belowTablet} {
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export const StyledTime = styled.span`
  min-width: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/**
 * Hidden on phones, where the bar keeps artwork, title, play/pause, next and fullscreen. Desktop-first
 * (hidden only below 768 px), so every control renders exactly once and jsdom tests see the full bar.
 */
export const StyledWide = styled.div`
  display: contents;

  ${({ theme }) => theme.media.belowTablet} {
    display: none;
  }
`;

export const StyledRight = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

export const StyledVolume = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: ${({ theme }) => theme.space(36)};
  min-width: ${({ theme }) => theme.space(20)};
`;

export const StyledLiveTag = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.label};
`;
