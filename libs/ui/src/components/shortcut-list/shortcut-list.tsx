import { Fragment } from 'react';
import { StyledShortcutAction, StyledShortcutKeys, StyledShortcutList } from './shortcut-list.styles';

export interface Shortcut {
  /** How the keys read, e.g. "Space" or "Shift + N". */
  keys: string;
  /** What they do, e.g. "Play / pause". */
  action: string;
}

export interface ShortcutListProps {
  shortcuts: readonly Shortcut[];
}

/** Keyboard shortcuts as a description list: keys in monospace orange, the action beside them. */
export function ShortcutList({ shortcuts }: ShortcutListProps) {
  return (
    <StyledShortcutList>
      {shortcuts.map((shortcut) => (
        <Fragment key={shortcut.keys}>
          <StyledShortcutKeys>{shortcut.keys}</StyledShortcutKeys>
          <StyledShortcutAction>{shortcut.action}</StyledShortcutAction>
        </Fragment>
      ))}
    </StyledShortcutList>
  );
}
