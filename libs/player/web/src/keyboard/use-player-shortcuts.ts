import { useEffect, useRef } from 'react';
import { usePlayerActor } from '..';

export interface ShortcutHandlers {
  onSearch: () => void;
  onHelp: () => void;
}

/**
 * Window-wide shortcuts for the player, search and help; silent while typing in a field. Their
 * table and handler load just after the shell's first render, not with it.
 */
export function usePlayerShortcuts(handlers: ShortcutHandlers): void {
  const actor = usePlayerActor();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./player-shortcut-listener').then(
      ({ listenForPlayerShortcuts }) => {
        if (!cancelled) stop = listenForPlayerShortcuts(window, actor, latest);
      },
      (error: unknown) => console.error('The keyboard shortcuts did not load', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [actor]);
}
