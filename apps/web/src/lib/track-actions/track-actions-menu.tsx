import { IconButton, focusVisible, theme, type IconName } from '@tangerine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Anchor = styled.div`
  position: relative;
`;

const MenuList = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space(1)});
  z-index: ${theme.zIndices.menu};
  min-width: 200px;
  padding: ${theme.space(1)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};
  display: flex;
  flex-direction: column;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  width: 100%;
  min-height: ${theme.sizes.control.md};
  padding: ${theme.space(2, 3)};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${theme.colors.surfaceHover};
  }
  ${focusVisible}
`;

export interface MenuAction {
  label: string;
  icon?: IconName;
  onSelect: () => void;
}

/** "More actions" for a track: a keyboard-operable menu (arrows, Home/End, Escape). */
export function TrackActionsMenu({ label, actions }: { label: string; actions: ReadonlyArray<MenuAction> }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    anchor.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function outside(event: PointerEvent) {
      if (anchor.current && !anchor.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    const items = [...(anchor.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(items.length - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <Anchor ref={anchor} onKeyDown={onKeyDown} onClick={(event) => event.stopPropagation()}>
      <IconButton
        ref={button}
        label={label}
        icon="more"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <MenuList id={menuId} role="menu" aria-label={label}>
          {actions.map((action) => (
            <Item
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </Item>
          ))}
        </MenuList>
      )}
    </Anchor>
  );
}
