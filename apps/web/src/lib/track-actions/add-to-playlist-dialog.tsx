import { useMutation, useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type UserPlaylist } from '@tangerine/api';
import { Button, Dialog, PickerList, plusIcon, Stack, Text, translate, useT } from '@tangerine/ui';
import { useState } from 'react';
import { userPlaylistMutations } from '../../api/user-playlist-mutations';
import { userPlaylistQueries } from '../../api/user-playlist-queries';
import { notifySuccess } from '../toast';
import { CreatePlaylistDialog } from './create-playlist-dialog';

/** "Add to playlist": pick one of the account's playlists, or create one and add the track to it. */
export function AddToPlaylistDialog({ trackId, trackTitle, onClose }: { trackId: string; trackTitle: string; onClose: () => void }) {
  const t = useT();
  const playlists = useQuery(userPlaylistQueries.list());
  const add = useMutation(userPlaylistMutations.addTrack());
  const [creating, setCreating] = useState(false);

  function addTo(playlist: Pick<UserPlaylist, 'id' | 'name'>) {
    add.mutate(
      { playlistId: playlist.id, trackId },
      {
        onSuccess: () => {
          notifySuccess(translate('toast.addedTo', { name: playlist.name }));
          onClose();
        },
      },
    );
  }

  if (creating) {
    return <CreatePlaylistDialog onClose={() => setCreating(false)} onCreated={(playlist) => addTo(playlist)} />;
  }

  const items = playlists.data?.playlists ?? [];
  return (
    <Dialog open title={t('menu.addToPlaylist')} description={trackTitle} onClose={onClose}>
      <Stack $gap={4}>
        {playlists.isPending ? (
          <Text $muted role="status">
            {t('menu.loadingPlaylists')}
          </Text>
        ) : items.length === 0 ? (
          <Text $muted>{t('menu.noPlaylists')}</Text>
        ) : (
          <PickerList
            label={t('menu.yourPlaylists')}
            options={items.map((playlist) => ({
              id: playlist.id,
              label: playlist.name,
              description: t('albums.songCount', { count: playlistTrackCount(playlist) }),
              disabled: add.isPending,
            }))}
            onSelect={(option) => addTo({ id: option.id, name: option.label })}
          />
        )}
        <Button variant="secondary" icon={plusIcon} onClick={() => setCreating(true)}>
          {t('menu.newPlaylist')}
        </Button>
      </Stack>
    </Dialog>
  );
}
