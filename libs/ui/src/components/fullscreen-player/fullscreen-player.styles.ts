import styled from 'styled-components';
import { truncate } from '../../theme/mixins';

export const StyledFullscreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  background: radial-gradient(circle at 50% 30%, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.background} 70%);
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  outline: none;
`;

export const StyledTopRow = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(6, 8)};
  }
`;

export const StyledBrand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const StyledContent = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: safe center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(12)};
  }
`;

export const StyledNowPlaying = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  width: min(100%, ${({ theme }) => theme.space(100)});
  text-align: center;
`;

export const StyledArtwork = styled.div`
  width: min(100%, ${({ theme }) => theme.space(80)}, 40vh);
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledTitle = styled.h2`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  ${truncate}

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const StyledSubtitle = styled.p`
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${truncate}
`;

export const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledProgressRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

/** Never squeezed by the player above it on a phone: the page scrolls instead, so several rows show. */
export const StyledPanel = styled.section`
  flex: none;
  width: min(100%, ${({ theme }) => theme.space(100)});
  max-height: min(60vh, ${({ theme }) => theme.space(120)});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.scrim};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};

  h3 {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StyledQueueItem = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(2, 0)};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    ${truncate}
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    ${truncate}
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledToggles = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 4, 6)};
`;
