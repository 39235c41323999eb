import styled, { css } from 'styled-components';
import { focusVisible, resetButton, transition, truncate, visuallyHidden } from '../../theme/mixins';
import { Link } from '../../lib/link';

export const StyledSidebar = styled.aside<{ $collapsed: boolean; $drawerOpen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  min-height: 0;
  padding: ${({ theme }) => theme.space(4, 3)};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  overflow: hidden auto;

  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sidebarCollapsedWidth : theme.layout.sidebarWidth)};
  ${transition('width')}

  ${({ theme }) => theme.media.belowTablet} {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: ${({ theme }) => theme.zIndices.drawer};
    width: min(${({ theme }) => theme.layout.sidebarWidth}, 85vw);
    box-shadow: ${({ theme }) => theme.shadows.dialog};
    transform: translateX(${({ $drawerOpen }) => ($drawerOpen ? '0' : '-100%')});
    [dir='rtl'] & {
      transform: translateX(${({ $drawerOpen }) => ($drawerOpen ? '0' : '100%')});
    }
    visibility: ${({ $drawerOpen }) => ($drawerOpen ? 'visible' : 'hidden')};
    transition:
      transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing},
      visibility ${({ theme }) => theme.motion.slow};
  }
`;

export const StyledScrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer - 1};
  background: ${({ theme }) => theme.colors.overlay};
  display: none;

  ${({ theme }) => theme.media.belowTablet} {
    display: block;
  }
`;

export const StyledSidebarHeader = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.space(0, 1)};

  ${({ theme, $collapsed }) =>
    $collapsed &&
    css`
      ${theme.media.tablet} {
        flex-direction: column;
        padding: 0;
      }
    `}
`;

export const StyledOnlyTablet = styled.div`
  display: contents;

  ${({ theme }) => theme.media.belowTablet} {
    display: none;
  }
`;

export const StyledOnlyPhone = styled.div`
  display: none;

  ${({ theme }) => theme.media.belowTablet} {
    display: contents;
  }
`;

export const StyledNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  flex: 1;
`;

export const StyledGroupLabel = styled.h2<{ $collapsed: boolean }>`
  padding: ${({ theme }) => theme.space(0, 3)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.label};
  text-transform: uppercase;

  ${({ theme, $collapsed }) =>
    $collapsed &&
    css`
      ${theme.media.tablet} {
        ${visuallyHidden}
      }
    `}
`;

export const StyledEntryList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

export const StyledEntryLabel = styled.span<{ $collapsed: boolean }>`
  ${truncate}
  ${({ theme, $collapsed }) =>
    $collapsed &&
    css`
      ${theme.media.tablet} {
        ${visuallyHidden}
      }
    `}
`;

export const StyledEntry = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : 'transparent')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${transition('background-color', 'color')}
  ${focusVisible}

  svg {
    flex: none;
    color: ${({ theme, $active }) => ($active ? theme.colors.brand : 'currentColor')};
  }

  &::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    top: ${({ theme }) => theme.space(2)};
    bottom: ${({ theme }) => theme.space(2)};
    width: ${({ theme }) => theme.space(0.75)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  ${({ theme, $collapsed }) =>
    $collapsed &&
    css`
      ${theme.media.tablet} {
        justify-content: center;
        padding: ${theme.space(2, 0)};
      }
    `}
`;

export const StyledProfileTile = styled.button<{ $collapsed: boolean }>`
  ${resetButton}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: start;
  ${transition('background-color')}
  ${focusVisible}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${({ theme, $collapsed }) =>
    $collapsed &&
    css`
      ${theme.media.tablet} {
        justify-content: center;
        background: transparent;
      }
    `}
`;

export const StyledAvatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

export const StyledProfileText = styled.span<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    ${truncate}
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    ${truncate}
  }

  ${({ theme, $collapsed }) =>
    $collapsed &&
    css`
      ${theme.media.tablet} {
        ${visuallyHidden}
      }
    `}
`;
