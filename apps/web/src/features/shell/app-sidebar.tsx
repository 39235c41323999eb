import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Sidebar, useT } from '@tangerine/ui';
import { navGroupsFor } from './nav-items';

export interface AppSidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  onOpenProfile: () => void;
}

/** The ui Sidebar with the groups of product §2, the page at `pathname` marked. */
export function AppSidebarAt({ pathname, search, ...props }: AppSidebarProps & { pathname: string; search: string }) {
  const t = useT();
  const groups = useMemo(() => navGroupsFor(pathname, search, t), [pathname, search, t]);
  return <Sidebar groups={groups} {...props} onNavigate={props.onCloseDrawer} profileTitle={t('sidebar.profileTitle')} profileSubtitle={t('sidebar.premiumMember')} />;
}

/** The sidebar bound to the router. */
export function AppSidebar(props: AppSidebarProps) {
  const { pathname, search } = useLocation();
  return <AppSidebarAt pathname={pathname} search={search} {...props} />;
}
