import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog, type DialogSize } from './dialog';
import { StyledForm, StyledActions } from './modal-form.styles';

export interface ModalFormProps {
  open: boolean;
  title: ReactNode;
  /** The fields (TextInput, TextArea...). */
  children: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  /** While saving: the submit button shows `submittingLabel` and is disabled. */
  submitting?: boolean;
  submittingLabel?: string;
  /** Called on submit (Enter or the button); validation is the caller's, errors go on the fields. */
  onSubmit: () => void;
  onCancel: () => void;
  size?: DialogSize;
}

/** A dialog holding a small form with Cancel and a submit button ("Create Playlist"). */
export function ModalForm({ open, title, children, submitLabel, cancelLabel = 'Cancel', submitting = false, submittingLabel, onSubmit, onCancel, size = 'md' }: ModalFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog open={open} onClose={onCancel} title={title} size={size}>
      <StyledForm noValidate onSubmit={handleSubmit}>
        {children}
        <StyledActions>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={submitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
