import { albumIcon, artistIcon, clockIcon, downloadIcon, heartIcon, homeIcon, playlistIcon, podcastIcon, queueIcon, radioIcon, searchIcon, trendingIcon } from '@tangerine/ui';
import type { MessageId, SidebarGroup } from '@tangerine/ui';

/** A sidebar group whose labels are catalogue keys, translated when the sidebar renders. */
type NavGroup = Omit<SidebarGroup, 'label' | 'entries'> & { label: MessageId; entries: Array<Omit<SidebarGroup['entries'][number], 'label'> & { label: MessageId }> };

/** product §2 Shell, with the paths of its route table (docs/product.md). */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'main',
    label: 'nav.main',
    entries: [
      { id: 'home', label: 'nav.home', href: '/', icon: homeIcon },
      { id: 'search', label: 'nav.search', href: '/search', icon: searchIcon },
      { id: 'trending', label: 'nav.trending', href: '/trending', icon: trendingIcon },
    ],
  },
  {
    id: 'discover',
    label: 'nav.discover',
    entries: [
      { id: 'radio', label: 'nav.radio', href: '/radio', icon: radioIcon },
      { id: 'podcasts', label: 'nav.podcasts', href: '/podcasts', icon: podcastIcon },
    ],
  },
  {
    id: 'library',
    label: 'nav.library',
    entries: [
      { id: 'my-playlists', label: 'nav.myPlaylists', href: '/my-playlists', icon: playlistIcon },
      { id: 'favorites', label: 'nav.favorites', href: '/favorites', icon: heartIcon },
      { id: 'downloads', label: 'nav.downloads', href: '/downloads', icon: downloadIcon },
      { id: 'queue', label: 'nav.queue', href: '/queue', icon: queueIcon },
      { id: 'history', label: 'nav.history', href: '/history', icon: clockIcon },
      { id: 'albums', label: 'nav.albums', href: '/library?filter=albums', icon: albumIcon },
      { id: 'artists', label: 'nav.artists', href: '/library?filter=artists', icon: artistIcon },
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

/** The groups in the active language with the current page's entry marked. */
export function navGroupsFor(pathname: string, search: string, t: (id: MessageId) => string): SidebarGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    label: t(group.label),
    entries: group.entries.map((entry) => ({ ...entry, label: t(entry.label), active: isNavItemActive(entry.href, pathname, search) })),
  }));
}
