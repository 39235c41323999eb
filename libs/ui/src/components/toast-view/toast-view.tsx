import type { ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import { checkIcon, closeIcon, type IconGlyph, noteIcon, warningIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { Spinner } from '../spinner/spinner';
import { StyledToast, StyledMessage, StyledIcon, type ToastVariant } from './toast-view.styles';
import { useT } from '../../i18n/i18n';

export type { ToastVariant };

export interface ToastViewProps {
  variant?: ToastVariant;
  message: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** Fades out (react-hot-toast's `visible` false). */
  visible?: boolean;
}

const icons: Record<Exclude<ToastVariant, 'loading'>, IconGlyph> = { success: checkIcon, error: warningIcon, info: noteIcon };

/**
 * The toast's look (surface-raised with a coloured edge). The app renders it from react-hot-toast;
 * the live region is the toaster's, so this view adds none of its own.
 */
export function ToastView({ variant = 'info', message, onDismiss, visible = true }: ToastViewProps) {
  const t = useT();
  return (
    <StyledToast $variant={variant} $visible={visible} data-toast={variant}>
      <StyledIcon data-toast-icon="">{variant === 'loading' ? <Spinner /> : <Icon icon={icons[variant]} />}</StyledIcon>
      <StyledMessage>{message}</StyledMessage>
      {onDismiss ? <IconButton icon={closeIcon} size="sm" label={t('common.dismiss')} onClick={onDismiss} /> : null}
    </StyledToast>
  );
}
