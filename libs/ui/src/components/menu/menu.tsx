import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons/icon';
import { type IconGlyph, moreIcon } from '../../icons/glyphs';
import { IconButton, type IconButtonSize } from '../icon-button/icon-button';
import { StyledMenu, StyledMenuAnchor, StyledMenuItemButton, StyledMenuItemLink } from './menu.styles';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconGlyph;
  /** An action ("Add to playlist", "Remove from playlist"). */
  onSelect?: () => void;
  /** Or a destination ("Go to album"). */
  href?: string;
  danger?: boolean;
  disabled?: boolean;
  /** One of a set of choices (the sleep timer's): shown as a radio item, checked or not. */
  checked?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name, e.g. "More options for Blinding Lights". */
  label: string;
  items: readonly MenuItem[];
  icon?: IconGlyph;
  size?: IconButtonSize;
}

/** Space under the trigger a menu needs before it opens upwards instead (the fixed player sits at the bottom). */
const FLIP_MARGIN_PX = 260;

/** An icon button that opens a small action menu: arrow keys, Home/End, Escape and Tab close it. */
export function Menu({ label, items, icon = moreIcon, size = 'sm' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');
  const menuId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const toggle = () => {
    if (open) return close(false);
    const rect = triggerRef.current?.getBoundingClientRect();
    setPlacement(rect && rect.bottom + FLIP_MARGIN_PX > window.innerHeight ? 'above' : 'below');
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current.find(Boolean)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const enabled = itemRefs.current.slice(0, items.length).filter((element): element is HTMLElement => Boolean(element));
    if (enabled.length === 0) return;
    const next = ((index % enabled.length) + enabled.length) % enabled.length;
    enabled[next]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = itemRefs.current.slice(0, items.length).filter(Boolean);
    const current = enabled.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(enabled.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <StyledMenuAnchor ref={anchorRef}>
      <IconButton
        ref={triggerRef}
        label={label}
        icon={icon}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      />
      {open ? (
        <StyledMenu id={menuId} role="menu" aria-label={label} $placement={placement} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => {
            const content = (
              <>
                {item.icon ? <Icon icon={item.icon} size="sm" /> : null}
                {item.label}
              </>
            );
            const register = (element: HTMLElement | null) => {
              itemRefs.current[index] = item.disabled ? null : element;
            };
            return item.href && !item.disabled ? (
              <StyledMenuItemLink key={item.id} ref={register} href={item.href} role="menuitem" tabIndex={-1} $danger={Boolean(item.danger)} onClick={() => close(false)}>
                {content}
              </StyledMenuItemLink>
            ) : (
              <StyledMenuItemButton
                key={item.id}
                ref={register}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                tabIndex={-1}
                disabled={item.disabled}
                $danger={Boolean(item.danger)}
                onClick={() => {
                  close(true);
                  item.onSelect?.();
                }}
              >
                {content}
              </StyledMenuItemButton>
            );
          })}
        </StyledMenu>
      ) : null}
    </StyledMenuAnchor>
  );
}
