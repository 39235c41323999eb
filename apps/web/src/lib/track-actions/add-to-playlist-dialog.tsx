import { useMutation, useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type UserPlaylist } from '@tangerine/api';
import { Button, Dialog, focusVisible, pluralize, theme, truncate } from '@tangerine/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { userPlaylistMutations } from '../../api/user-playlist-mutations';
import { userPlaylistQueries } from '../../api/user-playlist-queries';
import { notifySuccess } from '../toast';
import { CreatePlaylistDialog } from './create-playlist-dialog';
import { Muted } from './ui-kit';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
`;

const Choice = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  span:first-child {
    ${truncate};
    font-weight: ${theme.fontWeights.semibold};
  }
  span:last-child {
    color: ${theme.colors.textMuted};
    flex: none;
  }
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  ${focusVisible}
`;

/** "Add to playlist": pick one of the account's playlists, or create one and add the track to it. */
export function AddToPlaylistDialog({ trackId, trackTitle, onClose }: { trackId: string; trackTitle: string; onClose: () => void }) {
  const playlists = useQuery(userPlaylistQueries.list());
  const add = useMutation(userPlaylistMutations.addTrack());
  const [creating, setCreating] = useState(false);

  function addTo(playlist: Pick<UserPlaylist, 'id' | 'name'>) {
    add.mutate(
      { playlistId: playlist.id, trackId },
      {
        onSuccess: () => {
          notifySuccess(`Added to ${playlist.name}`);
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
    <Dialog open title="Add to playlist" description={trackTitle} onClose={onClose}>
      {playlists.isPending ? (
        <Muted role="status">Loading playlists...</Muted>
      ) : items.length === 0 ? (
        <Muted style={{ marginBottom: theme.space(4) }}>No playlists yet</Muted>
      ) : (
        <List aria-label="Your playlists">
          {items.map((playlist) => (
            <li key={playlist.id}>
              <Choice type="button" disabled={add.isPending} onClick={() => addTo(playlist)}>
                <span>{playlist.name}</span>
                <span>{pluralize(playlistTrackCount(playlist), 'song')}</span>
              </Choice>
            </li>
          ))}
        </List>
      )}
      <Button variant="secondary" icon="plus" onClick={() => setCreating(true)}>
        New playlist
      </Button>
    </Dialog>
  );
}
