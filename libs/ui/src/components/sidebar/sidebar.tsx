import { useEffect, useId } from 'react';
import { Icon } from '../../icons/icon';
import { chevronLeftIcon, chevronRightIcon, closeIcon, type IconGlyph, userIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { Logo } from '../logo/logo';
import { useT } from '../../i18n/i18n';
import {
  StyledAvatar,
  StyledEntry,
  StyledEntryLabel,
  StyledEntryList,
  StyledGroupLabel,
  StyledNav,
  StyledOnlyPhone,
  StyledOnlyTablet,
  StyledProfileText,
  StyledProfileTile,
  StyledScrim,
  StyledSidebar,
  StyledSidebarHeader,
} from './sidebar.styles';

export interface SidebarEntry {
  id: string;
  label: string;
  icon: IconGlyph;
  href: string;
  /** The entry of the current route (aria-current="page"). */
  active?: boolean;
}

export interface SidebarGroup {
  id: string;
  /** "Main", "Discover", "Library". */
  label: string;
  entries: readonly SidebarEntry[];
}

export interface SidebarProps {
  groups: readonly SidebarGroup[];
  /** From 768 px: icons only, 72 px wide. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Under 768 px the sidebar is a drawer: open or closed. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onOpenProfile: () => void;
  /** Called after an entry is followed (the app closes the drawer). */
  onNavigate?: (href: string) => void;
  profileTitle?: string;
  profileSubtitle?: string;
}

/** The navigation: groups of entries, collapse/expand, the profile tile; a drawer on phones. */
export function Sidebar({
  groups,
  collapsed,
  onToggleCollapsed,
  drawerOpen,
  onCloseDrawer,
  onOpenProfile,
  onNavigate,
  profileTitle,
  profileSubtitle,
}: SidebarProps) {
  const t = useT();
  const baseId = useId();

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, onCloseDrawer]);

  return (
    <>
      {/* The backdrop is for pointers only; keyboards have Escape and the "Close menu" button. */}
      {drawerOpen ? <StyledScrim aria-hidden="true" data-drawer-backdrop="" onClick={onCloseDrawer} /> : null}
      <StyledSidebar $collapsed={collapsed} $drawerOpen={drawerOpen} data-collapsed={collapsed} data-drawer={drawerOpen ? 'open' : 'closed'}>
        <StyledSidebarHeader $collapsed={collapsed}>
          <Logo withWordmark={!collapsed} />
          <StyledOnlyTablet>
            <IconButton
              size="sm"
              icon={collapsed ? chevronRightIcon : chevronLeftIcon}
              label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
              aria-expanded={!collapsed}
              onClick={onToggleCollapsed}
            />
          </StyledOnlyTablet>
          <StyledOnlyPhone>
            <IconButton size="sm" icon={closeIcon} label={t('sidebar.closeMenu')} onClick={onCloseDrawer} />
          </StyledOnlyPhone>
        </StyledSidebarHeader>

        <StyledNav aria-label={t('sidebar.navigation')}>
          {groups.map((group) => {
            const headingId = `${baseId}-${group.id}`;
            return (
              <div key={group.id} role="group" aria-labelledby={headingId}>
                <StyledGroupLabel id={headingId} $collapsed={collapsed}>
                  {group.label}
                </StyledGroupLabel>
                <StyledEntryList>
                  {group.entries.map((entry) => (
                    <li key={entry.id}>
                      <StyledEntry
                        href={entry.href}
                        aria-current={entry.active ? 'page' : undefined}
                        title={collapsed ? entry.label : undefined}
                        $active={Boolean(entry.active)}
                        $collapsed={collapsed}
                        onClick={() => onNavigate?.(entry.href)}
                      >
                        <Icon icon={entry.icon} />
                        <StyledEntryLabel $collapsed={collapsed}>{entry.label}</StyledEntryLabel>
                      </StyledEntry>
                    </li>
                  ))}
                </StyledEntryList>
              </div>
            );
          })}
        </StyledNav>

        <StyledProfileTile type="button" $collapsed={collapsed} onClick={onOpenProfile} aria-haspopup="dialog" data-profile-button="">
          <StyledAvatar>
            <Icon icon={userIcon} />
          </StyledAvatar>
          <StyledProfileText $collapsed={collapsed}>
            <strong>{profileTitle ?? t('sidebar.profileTitle')}</strong>
            <span>{profileSubtitle ?? t('sidebar.premiumMember')}</span>
          </StyledProfileText>
        </StyledProfileTile>
      </StyledSidebar>
    </>
  );
}
