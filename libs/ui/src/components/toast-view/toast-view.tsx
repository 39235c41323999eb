import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { IconButton } from '../icon-button/icon-button';
import { Spinner } from '../spinner/spinner';

export type ToastVariant = 'success' | 'error' | 'info' | 'loading';

export interface ToastViewProps {
  variant?: ToastVariant;
  message: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** Fades out (react-hot-toast's `visible` false). */
  visible?: boolean;
}

const StyledToast = styled.div<{ $variant: ToastVariant; $visible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: min(${({ theme }) => theme.space(72)}, calc(100vw - ${({ theme }) => theme.space(8)}));
  max-width: min(${({ theme }) => theme.space(120)}, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => theme.space(3, 3, 3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised}, inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  ${({ theme, $variant }) => {
    const edge = $variant === 'success' ? theme.colors.success : $variant === 'error' ? theme.colors.danger : theme.colors.brand;
    return css`
      border-left: ${theme.space(1)} solid ${edge};

      [data-toast-icon] {
        color: ${$variant === 'error' ? theme.colors.dangerText : edge};
      }
    `;
  }}
`;

const StyledMessage = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

const icons: Record<Exclude<ToastVariant, 'loading'>, IconName> = { success: 'check', error: 'warning', info: 'note' };

/**
 * The toast's look (surface-raised with a coloured edge). The app renders it from react-hot-toast;
 * the live region is the toaster's, so this view adds none of its own.
 */
export function ToastView({ variant = 'info', message, onDismiss, visible = true }: ToastViewProps) {
  return (
    <StyledToast $variant={variant} $visible={visible} data-toast={variant}>
      <StyledIcon data-toast-icon="">{variant === 'loading' ? <Spinner /> : <Icon name={icons[variant]} />}</StyledIcon>
      <StyledMessage>{message}</StyledMessage>
      {onDismiss ? <IconButton icon="close" size="sm" label="Dismiss notification" onClick={onDismiss} /> : null}
    </StyledToast>
  );
}
