import { useMutation, useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type UserPlaylistDetail } from '@tangerine/api';
import { Button, pluralize } from '@tangerine/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { userPlaylistMutations } from '../../api/user-playlist-mutations';
import { userPlaylistQueries } from '../../api/user-playlist-queries';
import { DetailHeader, EmptyState, LoadingState, Page, PlaylistForm, TrackTable, totalMinutes, usePlayTracks } from '../../lib/track-actions';
import { notifySuccess } from '../../lib/toast';
import { ConfirmDialog, Dialog } from '../../lib/ui-fallback';

function UserPlaylistPage({ playlist }: { playlist: UserPlaylistDetail }) {
  const play = usePlayTracks();
  const navigate = useNavigate();
  const update = useMutation(userPlaylistMutations.update());
  const remove = useMutation(userPlaylistMutations.remove());
  const removeTrack = useMutation(userPlaylistMutations.removeTrack());
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <Page>
      <DetailHeader
        artworkUrl={null}
        placeholderIcon="playlist"
        label="PLAYLIST"
        title={playlist.name}
        meta={
          <>
            {playlist.description && <span>{playlist.description}</span>}
            <span>
              {pluralize(playlistTrackCount(playlist), 'song')}, about {totalMinutes(playlist.tracks)} min
            </span>
          </>
        }
        actions={
          <>
            <Button icon="play" size="lg" disabled={playlist.tracks.length === 0} onClick={() => play(playlist.tracks, 0)}>
              Play
            </Button>
            <Button variant="secondary" icon="edit" onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button variant="danger" icon="trash" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </>
        }
      />
      {playlist.tracks.length === 0 ? (
        <EmptyState icon="note" title="This playlist is empty" description="Add songs with “Add to playlist” from any track’s menu." />
      ) : (
        <TrackTable
          label={`${playlist.name} tracks`}
          rows={playlist.tracks.map((track) => ({ track }))}
          columns={['album', 'artist']}
          showArtwork
          extraActions={(view) => [
            {
              label: 'Remove from playlist',
              onSelect: () =>
                removeTrack.mutate(
                  { playlistId: playlist.id, trackId: view.id },
                  { onSuccess: () => notifySuccess(`Removed from ${playlist.name}`) },
                ),
            },
          ]}
        />
      )}
      {renaming && (
        <Dialog title="Edit playlist" onClose={() => setRenaming(false)}>
          <PlaylistForm
            initial={{ name: playlist.name, description: playlist.description }}
            submitLabel="Save"
            busyLabel="Saving..."
            busy={update.isPending}
            onCancel={() => setRenaming(false)}
            onSubmit={(changes) => update.mutate({ id: playlist.id, changes }, { onSuccess: () => setRenaming(false) })}
          />
        </Dialog>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete playlist"
          message={`Are you sure you want to delete “${playlist.name}”? This cannot be undone.`}
          confirmLabel="Delete"
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(playlist.id, {
              onSuccess: () => {
                notifySuccess('Playlist deleted');
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
  const { id = '' } = useParams();
  const playlist = useQuery(userPlaylistQueries.detail(id));
  if (playlist.isPending) return <LoadingState text="Loading playlist..." />;
  if (!playlist.data) return <EmptyState icon="playlist" title="Playlist not found" />;
  return <UserPlaylistPage playlist={playlist.data} />;
}
