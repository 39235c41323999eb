import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const StyledShell = styled.div<{ $hasPlayer: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: minmax(0, 1fr) ${({ theme, $hasPlayer }) => ($hasPlayer ? theme.layout.playerHeight : '0px')};
  grid-template-areas:
    'sidebar main'
    'player player';
  height: 100vh;
  height: 100dvh;
  min-width: ${({ theme }) => theme.breakpoints.phone}px;
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) ${({ theme, $hasPlayer }) => ($hasPlayer ? theme.layout.playerHeight : '0px')};
    grid-template-areas:
      'top'
      'main'
      'player';
  }
`;

export const StyledSidebarArea = styled.div`
  grid-area: sidebar;
  min-height: 0;

  ${({ theme }) => theme.media.belowTablet} {
    grid-area: auto;
    position: absolute;
  }
`;

export const StyledTopBar = styled.header`
  grid-area: top;
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: ${({ theme }) => theme.space(0, 2)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.belowTablet} {
    display: flex;
  }
`;

export const StyledMain = styled.main`
  grid-area: main;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(6, 8, 10)};

  &:focus-visible {
    outline: none;
  }

  ${({ theme }) => theme.media.belowTablet} {
    padding: ${({ theme }) => theme.space(4, 4, 8)};
  }
`;

export const StyledMainInner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
`;

export const StyledPlayerArea = styled.div`
  grid-area: player;
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.player};
  min-width: 0;
`;

export const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: ${({ theme }) => theme.space(-20)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:focus-visible {
    top: ${({ theme }) => theme.space(2)};
    ${focusRing}
  }
`;

export const StyledTopBarSpacer = styled.span`
  flex: 1;
`;
