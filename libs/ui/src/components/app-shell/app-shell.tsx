import { menuIcon } from '../../icons/glyphs';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { Logo } from '../logo/logo';
import { useT } from '../../i18n/i18n';
import { StyledMain, StyledMainInner, StyledPlayerArea, StyledShell, StyledSidebarArea, StyledSkipLink, StyledTopBar, StyledTopBarSpacer } from './app-shell.styles';

export interface AppShellProps {
  /** The <Sidebar>. */
  sidebar: ReactNode;
  /** The <PlayerBar>, only while a track is loaded; the 88 px row disappears without it. */
  player?: ReactNode;
  /** Under 768 px a top bar opens the sidebar drawer. */
  onOpenDrawer: () => void;
  drawerOpen?: boolean;
  /** Extra content on the right of the phone top bar (e.g. a search button). */
  topBarActions?: ReactNode;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every guarded screen: sidebar, scrolling main area, fixed bottom player. */
export function AppShell({ sidebar, player, onOpenDrawer, drawerOpen = false, topBarActions, children }: AppShellProps) {
  const t = useT();
  return (
    <StyledShell $hasPlayer={Boolean(player)}>
      <StyledSkipLink href={`#${MAIN_CONTENT_ID}`}>{t('shell.skipToContent')}</StyledSkipLink>
      <StyledTopBar>
        <IconButton icon={menuIcon} label={t('shell.openMenu')} aria-expanded={drawerOpen} onClick={onOpenDrawer} />
        <Logo />
        <StyledTopBarSpacer />
        {topBarActions}
      </StyledTopBar>
      <StyledSidebarArea>{sidebar}</StyledSidebarArea>
      <StyledMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        <StyledMainInner>{children}</StyledMainInner>
      </StyledMain>
      {player ? <StyledPlayerArea>{player}</StyledPlayerArea> : null}
    </StyledShell>
  );
}
