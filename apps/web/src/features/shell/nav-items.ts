import type { IconName } from '../../lib/ui-fallback';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** SPEC §2 Shell, with the paths of web-routes.md. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Main',
    items: [
      { label: 'Home', to: '/', icon: 'home' },
      { label: 'Search', to: '/search', icon: 'search' },
      { label: 'Trending', to: '/trending', icon: 'trending' },
    ],
  },
  {
    label: 'Discover',
    items: [
      { label: 'Radio', to: '/radio', icon: 'radio' },
      { label: 'Podcasts', to: '/podcasts', icon: 'podcast' },
    ],
  },
  {
    label: 'Library',
    items: [
      { label: 'My Playlists', to: '/my-playlists', icon: 'playlist' },
      { label: 'Favorites', to: '/favorites', icon: 'heart' },
      { label: 'Downloads', to: '/downloads', icon: 'download' },
      { label: 'Queue', to: '/queue', icon: 'queue' },
      { label: 'Albums', to: '/library?filter=albums', icon: 'albums' },
      { label: 'Artists', to: '/library?filter=artists', icon: 'artists' },
    ],
  },
];

/** Whether a sidebar entry is the current page: path prefix for sections, and the filter for library entries. */
export function isNavItemActive(item: NavItem, pathname: string, search: string): boolean {
  const [path, query] = item.to.split('?');
  if (query) {
    const wanted = new URLSearchParams(query).get('filter');
    return pathname === path && new URLSearchParams(search).get('filter') === wanted;
  }
  if (path === '/') return pathname === '/';
  const sections: Record<string, string[]> = {
    '/radio': ['/radio'],
    '/podcasts': ['/podcasts', '/podcast/'],
    '/my-playlists': ['/my-playlists'],
  };
  const prefixes = sections[path] ?? [path];
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
