import { useMutation } from '@tanstack/react-query';
import type { UserPlaylist } from '@tangerine/api';
import { translate, useT } from '@tangerine/ui';
import { userPlaylistMutations } from '../../api/user-playlist-mutations';
import { notifyError, notifySuccess } from '../toast';
import { PlaylistFormDialog } from './playlist-form';

/**
 * product §2/§8: "Create Playlist" modal. On success: toast "Playlist created successfully!", the list
 * refreshes (the mutation invalidates it) and the modal closes; on failure "Failed to create playlist".
 */
export function CreatePlaylistDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: (playlist: UserPlaylist) => void }) {
  const t = useT();
  const create = useMutation(userPlaylistMutations.create());
  return (
    <PlaylistFormDialog
      title={t('playlistForm.createTitle')}
      submitLabel={t('playlistForm.create')}
      busyLabel={t('playlistForm.creating')}
      busy={create.isPending}
      onCancel={onClose}
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (playlist) => {
            notifySuccess(translate('toast.playlistCreated'));
            if (playlist) onCreated?.(playlist);
            onClose();
          },
          onError: () => notifyError(translate('playlistForm.createFailed')),
        })
      }
    />
  );
}
