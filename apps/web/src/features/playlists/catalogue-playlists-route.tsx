import { CardGrid, EmptyState, LoadingState, MediaCard, Page, PageHead, playlistIcon, useT } from '@tangerine/ui';
import { useQuery } from '@tanstack/react-query';
import { isPublicPlaylist } from '@tangerine/api';
import { playlistQueries } from '../../api/playlist-queries';
import { playlistCard } from '../../lib/track-actions';

/** /playlists: the catalogue's public playlists ("Show all" from Home's Featured Playlists). */
export function Component() {
  const t = useT();
  const list = useQuery(playlistQueries.list());
  const playlists = (list.data?.playlists ?? []).filter(isPublicPlaylist);
  return (
    <Page>
      <PageHead title={t('playlists.title')} />
      {list.isPending ? (
        <LoadingState text={t('playlists.loading')} />
      ) : playlists.length === 0 ? (
        <EmptyState icon={playlistIcon} title={t('playlists.emptyTitle')} />
      ) : (
        <CardGrid>
          {playlists.map((playlist) => (
            <MediaCard
              key={playlist.id}
              {...playlistCard(playlist)}
              headingLevel={2}
            />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
