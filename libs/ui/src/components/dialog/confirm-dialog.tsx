import { useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { useT } from '../../i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to logout?". */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (logout, delete): the confirm button is red. */
  danger?: boolean;
  /** While the action runs: the confirm button is busy. */
  busy?: boolean;
  /** Options under the question (a checkbox), which stays the dialog's description. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in an alert dialog; Cancel has the focus first, Escape cancels. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger = false, busy = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
      {...(children ? { children } : {})}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    />
  );
}
