import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../../icons/icon';
import type { IconGlyph } from '../../icons/glyphs';
import { Link } from '../../lib/link';
import { Spinner } from '../spinner/spinner';
import { StyledButton, buttonStyles, type ButtonSize, type ButtonVariant } from './button.styles';
import styled from 'styled-components';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A leading icon. */
  icon?: IconGlyph;
  fullWidth?: boolean;
  /** Busy: disabled, with a spinner and `loadingLabel` (e.g. "Activating...") in place of the label. */
  loading?: boolean;
  loadingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The text button: primary (orange fill), secondary, ghost, danger. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon ? <Icon icon={icon} size={size === 'lg' ? 'lg' : 'md'} /> : null}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </StyledButton>
  );
}

const StyledButtonLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`;

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconGlyph;
  fullWidth?: boolean;
  /** Open in a new tab (outside links such as a station's website). */
  external?: boolean;
  onClick?: () => void;
}

/** A link that looks like a button ("Show all" targets, a station's website). */
export function ButtonLink({ href, children, variant = 'secondary', size = 'md', icon, fullWidth = false, external, onClick }: ButtonLinkProps) {
  return (
    <StyledButtonLink href={href} external={external} onClick={onClick} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {icon ? <Icon icon={icon} size={size === 'lg' ? 'lg' : 'md'} /> : null}
      <span>{children}</span>
    </StyledButtonLink>
  );
}
