import { Button } from '@tangerine/ui';
import { useId, useState, type FormEvent } from 'react';
import { Field, FieldError, Form, FormActions, TextArea, TextInput } from './form-fields';

/** SPEC §5: the name is required after trimming. */
export const PLAYLIST_NAME_REQUIRED = 'Please enter a playlist name';

export function validatePlaylistName(name: string): string | null {
  return name.trim() === '' ? PLAYLIST_NAME_REQUIRED : null;
}

export interface PlaylistFormValues {
  name: string;
  description: string | null;
}

/** Name (required) and optional description, with Cancel and a submit button. */
export function PlaylistForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: { name: string; description: string | null };
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: PlaylistFormValues) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePlaylistName(name);
    setError(problem);
    if (problem) return;
    const text = description.trim();
    onSubmit({ name: name.trim(), description: text === '' ? null : text });
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Field>
        Name
        <TextInput
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          placeholder="My playlist"
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </Field>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <Field>
        Description (optional)
        <TextArea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={2000} />
      </Field>
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
