import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Sidebar } from '@tangerine/ui';
import { navGroupsFor } from './nav-items';

export interface AppSidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onOpenProfile: () => void;
}

/** The ui Sidebar bound to the router: groups of SPEC §2 with the current page marked. */
export function AppSidebar(props: AppSidebarProps) {
  const { pathname, search } = useLocation();
  const groups = useMemo(() => navGroupsFor(pathname, search), [pathname, search]);
  return <Sidebar groups={groups} {...props} onNavigate={props.onCloseDrawer} profileTitle="Your Profile" profileSubtitle="Premium Member" />;
}
