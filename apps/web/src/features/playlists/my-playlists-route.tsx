import { useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type UserPlaylist } from '@tangerine/api';
import { Button, CardGrid, EmptyState, LoadingState, MediaCard, Page, PageHead, playlistIcon, plusIcon, Section, useT } from '@tangerine/ui';
import { useState } from 'react';
import { userPlaylistQueries } from '../../api/user-playlist-queries';
import { readyMadePlaylistQueries } from '../../api/smart-playlist-queries';
import { playlistName } from './ready-made-name';
import { CreatePlaylistDialog } from '../../lib/track-actions';
import { NewSmartPlaylistDialog } from './new-smart-playlist-dialog';
import { ImportPlaylist } from './import-playlist';

function PlaylistCards({ playlists, headingLevel, readyMade = false }: { playlists: readonly UserPlaylist[]; headingLevel: 2 | 3; readyMade?: boolean }) {
  const t = useT();
  return (
    <CardGrid>
      {playlists.map((playlist) => (
        <MediaCard
          key={playlist.id}
          title={playlistName(playlist)}
          subtitle={t('playlists.trackCount', { count: playlistTrackCount(playlist) })}
          href={`/my-playlists/${playlist.id}`}
          artworkUrl={null}
          variant="playlist"
          headingLevel={headingLevel}
          wrapTitle={readyMade}
        />
      ))}
    </CardGrid>
  );
}

/** /my-playlists: the account's own playlists, with "Create Playlist", and the library's ready-made ones. */
export function Component() {
  const t = useT();
  const list = useQuery(userPlaylistQueries.list());
  const readyMade = useQuery(readyMadePlaylistQueries.list());
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
              {t('playlistForm.createTitle')}
            </Button>
          </>
        }
      />
      {list.isPending ? (
        <LoadingState text={t('playlists.loading')} />
      ) : playlists.length === 0 ? (
        <EmptyState icon={playlistIcon} title={t('playlists.emptyTitle')} text={t('playlists.emptyText')} />
      ) : (
        <PlaylistCards playlists={playlists} headingLevel={2} />
      )}
      {readyMade.data?.playlists.length ? (
        <Section title={t('playlists.readyMade')}>
          <PlaylistCards playlists={readyMade.data.playlists} headingLevel={3} readyMade />
        </Section>
      ) : null}
      {creating && <CreatePlaylistDialog onClose={() => setCreating(false)} />}
      {creatingSmart && <NewSmartPlaylistDialog onClose={() => setCreatingSmart(false)} />}
    </Page>
  );
}
