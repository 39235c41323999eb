import { ModalForm, TextArea, TextInput, useT } from '@tangerine/ui';
import { useState } from 'react';

/** product §5: the name is required after trimming. */
export const PLAYLIST_NAME_REQUIRED = 'Please enter a playlist name';

export function validatePlaylistName(name: string): string | null {
  return name.trim() === '' ? PLAYLIST_NAME_REQUIRED : null;
}

export interface PlaylistFormValues {
  name: string;
  description: string | null;
}

/** A modal with the playlist's name (required) and optional description, Cancel and a submit button. */
export function PlaylistFormDialog({
  title,
  initial,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial?: { name: string; description: string | null };
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: PlaylistFormValues) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const problem = validatePlaylistName(name);
    setError(problem && t('playlistForm.nameRequired'));
    if (problem) return;
    const text = description.trim();
    onSubmit({ name: name.trim(), description: text === '' ? null : text });
  }

  return (
    <ModalForm open title={title} submitLabel={submitLabel} submitting={busy} submittingLabel={busyLabel} onSubmit={submit} onCancel={onCancel}>
      <TextInput
        label={t('playlistForm.name')}
        value={name}
        maxLength={200}
        placeholder={t('playlistForm.namePlaceholder')}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
      />
      <TextArea label={t('playlistForm.description')} value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />
    </ModalForm>
  );
}
