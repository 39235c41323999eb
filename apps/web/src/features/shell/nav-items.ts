import { albumIcon, artistIcon, clockIcon, downloadIcon, heartIcon, homeIcon, playlistIcon, podcastIcon, queueIcon, radioIcon, searchIcon, trendingIcon } from '@tangerine/ui';
import type { SidebarGroup } from '@tangerine/ui';

/** product §2 Shell, with the paths of its route table (docs/product.md). */
export const NAV_GROUPS: readonly SidebarGroup[] = [
  {
    id: 'main',
    label: 'Main',
    entries: [
      { id: 'home', label: 'Home', href: '/', icon: homeIcon },
      { id: 'search', label: 'Search', href: '/search', icon: searchIcon },
      { id: 'trending', label: 'Trending', href: '/trending', icon: trendingIcon },
    ],
  },
  {
    id: 'discover',
    label: 'Discover',
    entries: [
      { id: 'radio', label: 'Radio', href: '/radio', icon: radioIcon },
      { id: 'podcasts', label: 'Podcasts', href: '/podcasts', icon: podcastIcon },
    ],
  },
  {
    id: 'library',
    label: 'Library',
    entries: [
      { id: 'my-playlists', label: 'My Playlists', href: '/my-playlists', icon: playlistIcon },
      { id: 'favorites', label: 'Favorites', href: '/favorites', icon: heartIcon },
      { id: 'downloads', label: 'Downloads', href: '/downloads', icon: downloadIcon },
      { id: 'queue', label: 'Queue', href: '/queue', icon: queueIcon },
      { id: 'history', label: 'History', href: '/history', icon: clockIcon },
      { id: 'albums', label: 'Albums', href: '/library?filter=albums', icon: albumIcon },
      { id: 'artists', label: 'Artists', href: '/library?filter=artists', icon: artistIcon },
    ],
  },
];

/** Pages that belong to a sidebar section though their path differs (a podcast under Podcasts...). */
const SECTION_PREFIXES: Record<string, string[]> = {
  '/radio': ['/radio'],
  '/podcasts': ['/podcasts', '/podcast/'],
  '/my-playlists': ['/my-playlists'],
  '/search': ['/search'],
  '/trending': ['/trending'],
  '/favorites': ['/favorites'],
  '/downloads': ['/downloads'],
  '/queue': ['/queue'],
};

/** Whether a sidebar entry is the current page: its section for paths, its filter for library entries. */
export function isNavItemActive(href: string, pathname: string, search: string): boolean {
  const [path, query] = href.split('?');
  if (query) {
    const wanted = new URLSearchParams(query).get('filter');
    return pathname === path && new URLSearchParams(search).get('filter') === wanted;
  }
  if (path === '/') return pathname === '/';
  const prefixes = SECTION_PREFIXES[path ?? ''] ?? [path ?? ''];
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/** The groups with the current page's entry marked. */
export function navGroupsFor(pathname: string, search: string): SidebarGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.map((entry) => ({ ...entry, active: isNavItemActive(entry.href, pathname, search) })),
  }));
}
