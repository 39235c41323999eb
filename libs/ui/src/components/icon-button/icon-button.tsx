import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconSize } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { StyledIconBadge, StyledIconButton, type IconButtonSize, type IconButtonVariant } from './icon-button.styles';

export type { IconButtonSize, IconButtonVariant };

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name, required: "Play", "Close player", "Collapse sidebar"... */
  label: string;
  icon: IconName;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Marks a toggle as on (orange) without changing its name. */
  active?: boolean;
  /** For toggle buttons: sets aria-pressed. */
  pressed?: boolean;
  /** A tiny badge over the icon, e.g. "1" on repeat-one. */
  badge?: string;
  /** Show the label as a tooltip (default true). */
  tooltip?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const iconSizes: Record<IconButtonSize, IconSize> = { sm: 'sm', md: 'md', lg: 'lg' };

/** A round button with only an icon; its accessible name is the required `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  active = false,
  pressed,
  badge,
  tooltip = true,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={tooltip ? label : undefined}
      $variant={variant}
      $size={size}
      $active={active}
      {...rest}
    >
      <Icon name={icon} size={iconSizes[size]} />
      {badge ? <StyledIconBadge aria-hidden="true">{badge}</StyledIconBadge> : null}
    </StyledIconButton>
  );
}
