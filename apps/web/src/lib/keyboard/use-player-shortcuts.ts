import { useEffect, useRef } from 'react';
import { selectCurrentTrack } from '@tangerine/player-machine';
import { usePlayerActor } from '../player';
import { commandFor, type ShortcutCommand } from './shortcuts';

export interface ShortcutHandlers {
  onSearch: () => void;
  onHelp: () => void;
}

/** Window-wide shortcuts for the player, search and help; silent while typing in a field. */
export function usePlayerShortcuts(handlers: ShortcutHandlers): void {
  const actor = usePlayerActor();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    function run(command: ShortcutCommand): boolean {
      const snapshot = actor.getSnapshot();
      const hasTrack = selectCurrentTrack(snapshot) !== null;
      switch (command.type) {
        case 'search':
          latest.current.onSearch();
          return true;
        case 'help':
          latest.current.onHelp();
          return true;
        case 'shuffle':
          actor.send({ type: 'shuffle.toggle' });
          return true;
        case 'repeat':
          actor.send({ type: 'repeat.cycle' });
          return true;
        case 'mute':
          actor.send({ type: 'mute.toggle' });
          return true;
        default:
          break;
      }
      if (!hasTrack) return false;
      switch (command.type) {
        case 'toggle':
          actor.send({ type: 'playback.toggle' });
          break;
        case 'seekBy':
          actor.send({ type: 'playback.seek', time: Math.max(0, snapshot.context.currentTime + command.seconds) });
          break;
        case 'previous':
          actor.send({ type: 'queue.previous' });
          break;
        case 'next':
          actor.send({ type: 'queue.next' });
          break;
        case 'fullscreen':
          actor.send({ type: 'fullscreen.toggle' });
          break;
      }
      return true;
    }

    function onKeyDown(event: KeyboardEvent) {
      const command = commandFor(event);
      if (command && run(command)) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actor]);
}
