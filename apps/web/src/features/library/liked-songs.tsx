import { useQuery } from '@tanstack/react-query';
import { entryCreatedAt, entryTrack, trackAlbumTitle, trackArtistName, trackTitle, type Track } from '@tangerine/api';
import { EmptyState, heartIcon, LoadingState, searchIcon, useT } from '@tangerine/ui';
import { useMemo } from 'react';
import { favoriteQueries } from '../../api/favorite-queries';
import { TrackTable, type TrackTableRow } from '../../lib/track-actions';

const COLUMNS = ['album', 'added'] as const;

/** Whether a song's title, artist or album holds `text` (case-insensitive). */
function matchesSong(track: Track, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || [trackTitle(track), trackArtistName(track), trackAlbumTitle(track)].some((field) => (field ?? '').toLowerCase().includes(needle));
}

/** The Library's "Liked Songs" tab: the listener's liked songs, filtered by the page's search. */
export function LikedSongs({ text }: { text: string }) {
  const t = useT();
  const list = useQuery(favoriteQueries.list());
  const favorites = list.data?.favorites;
  const rows = useMemo<TrackTableRow[]>(
    () => (favorites ?? []).map((entry) => ({ track: entryTrack<Track>(entry), date: entryCreatedAt(entry) })).filter((row) => matchesSong(row.track, text)),
    [favorites, text],
  );
  if (list.isPending) return <LoadingState text={t('favorites.loading')} />;
  if ((favorites ?? []).length === 0) return <EmptyState icon={heartIcon} title={t('favorites.emptyTitle')} text={t('favorites.emptyText')} />;
  if (rows.length === 0) return <EmptyState icon={searchIcon} title={t('library.noSongs')} text={t('library.tryOther')} />;
  return <TrackTable label={t('library.liked')} rows={rows} columns={COLUMNS} showArtwork />;
}
