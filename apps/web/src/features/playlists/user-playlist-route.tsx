import { useMutation, useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type UserPlaylistDetail } from '@tangerine/api';
import { Button, ConfirmDialog, DetailHeader, editIcon, EmptyState, LoadingState, Menu, noteIcon, Page, playlistIcon, translate, trashIcon, useT } from '@tangerine/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { userPlaylistMutations } from '../../api/user-playlist-mutations';
import { userPlaylistQueries } from '../../api/user-playlist-queries';
import { ListDownloadControl, useOnline } from '@tangerine/offline-web';
import { OfflineStoredPage, PlaylistFormDialog, totalMinutes, TrackTable, usePlayTracks } from '../../lib/track-actions';
import { notifyError, notifySuccess } from '../../lib/toast';
import { safeFileName, saveTextFile } from './save-file';
import { usePreparePlayer } from '@tangerine/player-web';
import { draftOf, EditSmartPlaylistDialog } from './new-smart-playlist-dialog';
import { playlistName } from './ready-made-name';

function UserPlaylistPage({ playlist }: { playlist: UserPlaylistDetail }) {
  const t = useT();
  const play = usePlayTracks();
  const navigate = useNavigate();
  const update = useMutation(userPlaylistMutations.update());
  const remove = useMutation(userPlaylistMutations.remove());
  const removeTrack = useMutation(userPlaylistMutations.removeTrack());
  const exportM3u = useMutation(userPlaylistMutations.exportM3u());
  const exportFile = () =>
    exportM3u.mutate(playlist.id, {
      onSuccess: (text) => saveTextFile(text, `${safeFileName(playlist.name)}.m3u8`, 'audio/x-mpegurl'),
      onError: () => notifyError(translate('playlistPage.exportFailed')),
    });
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editingRules, setEditingRules] = useState(false);
  const smartDraft = playlist.rules ? draftOf(playlist.name, playlist.rules) : null;
  const shownName = playlistName(playlist);
  // A ready-made playlist is built in: played, downloaded and exported, never renamed, edited or deleted.
  const readOnly = playlist.ready_made === true;

  return (
    <Page>
      <DetailHeader
        artworkUrl={null}
        label={t('playlists.label')}
        title={shownName}
        description={playlist.description}
        meta={[t('playlists.meta', { count: playlistTrackCount(playlist), minutes: totalMinutes(playlist.tracks) })]}
        onPlay={() => play(playlist.tracks, 0)}
        playDisabled={playlist.tracks.length === 0}
        actions={
          <>
            <ListDownloadControl listId={`my-playlist:${playlist.id}`} title={shownName} tracks={playlist.tracks} />
            {readOnly ? null : (
              <Button variant="secondary" icon={editIcon} onClick={() => setRenaming(true)}>
                {t('playlistPage.rename')}
              </Button>
            )}
            {smartDraft && !readOnly ? (
              <Button variant="secondary" icon={editIcon} onClick={() => setEditingRules(true)}>
                {t('playlistPage.editRules')}
              </Button>
            ) : null}
            {readOnly ? null : (
              <Button variant="danger" icon={trashIcon} onClick={() => setDeleting(true)}>
                {t('playlistPage.delete')}
              </Button>
            )}
            <Menu label={t('playlistPage.moreOptions', { name: shownName })} size="md" items={[{ id: 'export-m3u', label: t('playlistPage.exportM3u'), onSelect: exportFile, disabled: exportM3u.isPending }]} />
          </>
        }
      />
      {playlist.tracks.length === 0 ? (
        <EmptyState icon={noteIcon} title={t('playlists.empty')} text={t('playlists.emptyMine')} />
      ) : (
        <TrackTable
          label={t('playlists.tracksOf', { title: shownName })}
          rows={playlist.tracks.map((track) => ({ track }))}
          columns={['album', 'artist']}
          showArtwork
          extraActions={(view) => readOnly || playlist.rules ? [] : [
            {
              label: t('playlistPage.removeTrack'),
              onSelect: () =>
                removeTrack.mutate(
                  { playlistId: playlist.id, trackId: view.id },
                  { onSuccess: () => notifySuccess(translate('toast.removedFrom', { name: playlist.name })) },
                ),
            },
          ]}
        />
      )}
      {renaming && (
          <PlaylistFormDialog
            title={t('playlistPage.editTitle')}
            initial={{ name: playlist.name, description: playlist.description }}
            submitLabel={t('common.save')}
            busyLabel={t('playlistPage.saving')}
            busy={update.isPending}
            onCancel={() => setRenaming(false)}
            onSubmit={(changes) => update.mutate({ id: playlist.id, changes }, { onSuccess: () => setRenaming(false) })}
          />
      )}
      {editingRules && smartDraft && <EditSmartPlaylistDialog id={playlist.id} initial={smartDraft} onClose={() => setEditingRules(false)} />}
      {deleting && (
        <ConfirmDialog
          open
          danger
          busy={remove.isPending}
          title={t('playlistPage.deleteTitle')}
          message={t('playlistPage.deleteMessage', { name: playlist.name })}
          confirmLabel={t('playlistPage.delete')}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(playlist.id, {
              onSuccess: () => {
                notifySuccess(translate('toast.playlistDeleted'));
                navigate('/my-playlists');
              },
              onSettled: () => setDeleting(false),
            })
          }
        />
      )}
    </Page>
  );
}

/** /my-playlists/:id: one of the account's playlists, with play, rename, delete and remove-track. */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const playlist = useQuery(userPlaylistQueries.detail(id));
  const online = useOnline();
  usePreparePlayer();
  // Offline and never loaded: what this device stores of it, never a spinner waiting for the network.
  if (!online && !playlist.data) return <OfflineStoredPage kind="my-playlist" id={id} />;
  if (playlist.isPending) return <LoadingState text={t('playlists.loadingOne')} />;
  if (!playlist.data) return <EmptyState icon={playlistIcon} title={t('playlists.notFound')} />;
  return <UserPlaylistPage playlist={playlist.data} />;
}
