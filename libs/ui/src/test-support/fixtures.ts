import { albumIcon, artistIcon, downloadIcon, heartIcon, homeIcon, playlistIcon, podcastIcon, queueIcon, radioIcon, searchIcon, trendingIcon } from '../icons/glyphs';
import type { SidebarGroup } from '../components/sidebar/sidebar';
import type { TrackRowData } from '../components/track-table/track-table';

/** Artwork without a network: an SVG gradient as a data URL. */
export function fakeArtwork(hue: number, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,25%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><text x="50" y="58" font-family="sans-serif" font-size="18" text-anchor="middle" fill="rgba(255,255,255,.85)">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const LONG_TITLE =
  'An Extraordinarily Long Song Title That Keeps Going Well Past Any Reasonable Width (Live at the Royal Albert Hall, Remastered 2024 Deluxe Edition)';

const titles = ['Blinding Lights', 'Levitating', 'Midnight City', 'Dreams', 'Bad Guy', 'Heat Waves', 'Redbone', 'Digital Love', 'Nights', 'Tadow', 'Electric Feel', 'Retrograde'];
const artists = ['The Weeknd', 'Dua Lipa', 'M83', 'Fleetwood Mac', 'Billie Eilish', 'Glass Animals', 'Childish Gambino', 'Daft Punk', 'Frank Ocean', 'Masego', 'MGMT', 'James Blake'];
const albums = ['After Hours', 'Future Nostalgia', "Hurry Up, We're Dreaming", 'Rumours', 'When We All Fall Asleep', 'Dreamland', 'Awaken, My Love!', 'Discovery', 'Blonde', 'Lady Lady', 'Oracular Spectacular', 'Overgrown'];

export function makeTracks(count: number, options: { liked?: boolean; withArtwork?: boolean } = {}): TrackRowData[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index % titles.length;
    const title = titles[i] ?? 'Track';
    return {
      id: `t${index + 1}`,
      title: count > titles.length ? `${title} ${Math.floor(index / titles.length) + 1}` : title,
      href: `/track/t${index + 1}`,
      artistName: artists[i],
      artistHref: `/artist/a${i + 1}`,
      albumTitle: albums[i],
      albumHref: `/album/al${i + 1}`,
      artworkUrl: options.withArtwork === false ? null : fakeArtwork((index * 37) % 360),
      duration: 150 + ((index * 47) % 200),
      date: new Date(Date.UTC(2026, index % 12, 1 + (index % 27))).toISOString(),
      plays: 120_000 - index * 997,
      liked: options.liked ?? index % 3 === 0,
    };
  });
}

export function makeSidebarGroups(activeHref = '/'): SidebarGroup[] {
  const entry = (id: string, label: string, icon: SidebarGroup['entries'][number]['icon'], href: string) => ({ id, label, icon, href, active: href === activeHref });
  return [
    { id: 'main', label: 'Main', entries: [entry('home', 'Home', homeIcon, '/'), entry('search', 'Search', searchIcon, '/search'), entry('trending', 'Trending', trendingIcon, '/trending')] },
    { id: 'discover', label: 'Discover', entries: [entry('radio', 'Radio', radioIcon, '/radio'), entry('podcasts', 'Podcasts', podcastIcon, '/podcasts')] },
    {
      id: 'library',
      label: 'Library',
      entries: [
        entry('playlists', 'My Playlists', playlistIcon, '/my-playlists'),
        entry('favorites', 'Favorites', heartIcon, '/favorites'),
        entry('downloads', 'Downloads', downloadIcon, '/downloads'),
        entry('queue', 'Queue', queueIcon, '/queue'),
        entry('albums', 'Albums', albumIcon, '/library?filter=albums'),
        entry('artists', 'Artists', artistIcon, '/library?filter=artists'),
      ],
    },
  ];
}
