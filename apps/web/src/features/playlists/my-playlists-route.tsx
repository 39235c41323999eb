import { useQuery } from '@tanstack/react-query';
import { playlistTrackCount } from '@tangerine/api';
import { Button, CardGrid, EmptyState, LoadingState, MediaCard, Page, PageHead, playlistIcon, plusIcon, useT } from '@tangerine/ui';
import { useState } from 'react';
import { userPlaylistQueries } from '../../api/user-playlist-queries';
import { CreatePlaylistDialog } from '../../lib/track-actions';
import { NewSmartPlaylistDialog } from './new-smart-playlist-dialog';
import { ImportPlaylist } from './import-playlist';

/** /my-playlists: the account's own playlists, with "Create Playlist". */
export function Component() {
  const t = useT();
  const list = useQuery(userPlaylistQueries.list());
  const [creating, setCreating] = useState(false);
  const [creatingSmart, setCreatingSmart] = useState(false);
  const playlists = list.data?.playlists ?? [];
  const count = list.data?.total ?? playlists.length;

  return (
    <Page>
      <PageHead
        title={t('playlists.mine')}
        count={list.data && t('playlists.count', { count })}
        actions={
          <>
            <ImportPlaylist />
            <Button variant="secondary" icon={plusIcon} onClick={() => setCreatingSmart(true)}>
              {t('smartPlaylist.new')}
            </Button>
            <Button icon={plusIcon} onClick={() => setCreating(true)}>
              Create Playlist
            </Button>
          </>
        }
      />
      {list.isPending ? (
        <LoadingState text={t('playlists.loading')} />
      ) : playlists.length === 0 ? (
        <EmptyState icon={playlistIcon} title={t('playlists.emptyTitle')} text={t('playlists.emptyText')} />
      ) : (
        <CardGrid>
          {playlists.map((playlist) => (
            <MediaCard
              key={playlist.id}
              title={playlist.name}
              subtitle={t('playlists.trackCount', { count: playlistTrackCount(playlist) })}
              href={`/my-playlists/${playlist.id}`}
              artworkUrl={null}
              variant="playlist"
              headingLevel={2}
            />
          ))}
        </CardGrid>
      )}
      {creating && <CreatePlaylistDialog onClose={() => setCreating(false)} />}
      {creatingSmart && <NewSmartPlaylistDialog onClose={() => setCreatingSmart(false)} />}
    </Page>
  );
}
