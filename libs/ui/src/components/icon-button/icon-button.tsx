import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconSize } from '../../icons/icon';
import type { IconGlyph } from '../../icons/glyphs';
import { StyledIconBadge, StyledIconButton, type IconButtonSize, type IconButtonVariant } from './icon-button.styles';

export type { IconButtonSize, IconButtonVariant };

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name, required: "Play", "Close player", "Collapse sidebar"... */
  label: string;
  icon: IconGlyph;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Marks a toggle as on (orange) without changing its name. */
  active?: boolean;
  /** For toggle buttons: sets aria-pressed. */
  pressed?: boolean;
  /**
   * The tiny "1" badge over repeat-one, drawn (not text) so the button's name stays exactly its label;
   * the button carries data-badge="1".
   */
  badge?: '1';
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
      data-badge={badge}
      $variant={variant}
      $size={size}
      $active={active}
      {...rest}
    >
      <Icon icon={icon} size={iconSizes[size]} />
      {badge ? (
        <StyledIconBadge viewBox="0 0 14 14" aria-hidden="true" focusable="false" data-icon-badge={badge}>
          <circle cx="7" cy="7" r="7" />
          <path d="M7.9 3.5H6.9L4.9 4.6v1.3l1.5-.8v5.4h1.5z" />
        </StyledIconBadge>
      ) : null}
    </StyledIconButton>
  );
}
