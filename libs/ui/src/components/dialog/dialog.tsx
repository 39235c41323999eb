import { closeIcon } from '../../icons/glyphs';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../icon-button/icon-button';
import { useModal } from './use-modal';
import {
  StyledDialog,
  StyledDialogBody,
  StyledDialogDescription,
  StyledDialogFooter,
  StyledDialogHeader,
  StyledDialogTitle,
  StyledOverlay,
  type DialogSize,
} from './dialog.styles';
import { useT } from '../../i18n/i18n';

export type { DialogSize };

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  /** The visible title, also the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Focused when the dialog opens; otherwise the first focusable element of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the × button (default "Close"). */
  closeLabel?: string;
  /** A click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog in a portal: labelled by its title, focus kept inside (Tab wraps), Escape closes,
 * focus returns to where it was. Stacked dialogs (a confirmation over the profile) behave.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  closeLabel,
  closeOnBackdrop = true,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  const { onKeyDown } = useModal({ containerRef: dialogRef, onClose, initialFocusRef, fallbackRef: bodyRef });

  // A body that scrolls must be reachable by keyboard to scroll it.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [children]);

  return (
    <StyledOverlay
      data-dialog-backdrop=""
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <StyledDialogHeader>
          <StyledDialogTitle id={titleId}>{title}</StyledDialogTitle>
          <IconButton icon={closeIcon} label={closeLabel ?? t('common.close')} size="sm" onClick={onClose} />
        </StyledDialogHeader>
        {description ? <StyledDialogDescription id={descriptionId}>{description}</StyledDialogDescription> : null}
        {children ? (
          <StyledDialogBody ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </StyledDialogBody>
        ) : null}
        {footer ? <StyledDialogFooter>{footer}</StyledDialogFooter> : null}
      </StyledDialog>
    </StyledOverlay>
  );
}
