import { albumIcon, CardGrid, EmptyState, LoadingState, MediaCard, Page, PageHead, Pagination, useT } from '@tangerine/ui';
import { useQuery } from '@tanstack/react-query';
import { albumArtwork } from '@tangerine/api';
import { useSearchParams } from 'react-router-dom';
import { albumQueries } from '../../api/album-queries';
import { albumSubtitle } from '../../lib/track-actions';

/** /albums: every album, a page at a time (`?page=`), linked from Home's Popular Albums. */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const albums = useQuery(albumQueries.list(page));

  return (
    <Page>
      <PageHead title={t('albums.popular')} count={albums.data && t('albums.count', { count: albums.data.total })} />
      {albums.isPending ? (
        <LoadingState text={t('albums.loadingAll')} />
      ) : !albums.data || albums.data.albums.length === 0 ? (
        <EmptyState icon={albumIcon} title={t('albums.none')} text={t('albums.noneText')} />
      ) : (
        <>
          <CardGrid>
            {albums.data.albums.map((album) => (
              <MediaCard key={album.id} title={album.title} subtitle={albumSubtitle(album)} href={`/album/${album.id}`} artworkUrl={albumArtwork(album)} variant="album" headingLevel={2} />
            ))}
          </CardGrid>
          {albums.data.total_pages > 1 && (
            <Pagination page={page} totalPages={albums.data.total_pages} onPageChange={(next) => setParams({ page: String(next) })} />
          )}
        </>
      )}
    </Page>
  );
}
