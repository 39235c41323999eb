import { selectCurrentTrack, speedFor, speedKeyOf } from '@tangerine/player-machine';
import type { PlayerActorRef } from '..';
import { equalizerOf } from '../equalizer/equalizer-slot';
import { commandFor, type ShortcutCommand } from './shortcuts';
import type { ShortcutHandlers } from './use-player-shortcuts';

/** Listens for the shortcuts on `target` until the returned function is called. */
export function listenForPlayerShortcuts(target: Window, actor: PlayerActorRef, handlers: { readonly current: ShortcutHandlers }): () => void {
  function run(command: ShortcutCommand): boolean {
    const snapshot = actor.getSnapshot();
    const hasTrack = selectCurrentTrack(snapshot) !== null;
    // Live radio has no order to shuffle and nothing to repeat (the player bar's buttons are disabled too).
    const live = selectCurrentTrack(snapshot)?.kind === 'radio';
    switch (command.type) {
      case 'search':
        handlers.current.onSearch();
        return true;
      case 'help':
        handlers.current.onHelp();
        return true;
      case 'shuffle':
        if (!live) actor.send({ type: 'shuffle.toggle' });
        return true;
      case 'repeat':
        if (!live) actor.send({ type: 'repeat.cycle' });
        return true;
      case 'mute':
        actor.send({ type: 'mute.toggle' });
        return true;
      case 'equalizer': {
        // A player the app gave no equalizer leaves the key to the page.
        const equalizer = equalizerOf(actor);
        equalizer?.send({ type: 'equalizer.toggle' });
        return equalizer !== null;
      }
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
      case 'speedBy': {
        // Music and radio stay at 1×: the keys do nothing there.
        const track = selectCurrentTrack(snapshot) ?? undefined;
        if (speedKeyOf(track) !== null) actor.send({ type: 'speed.set', rate: speedFor(track, snapshot.context.speeds) + command.step });
        break;
      }
    }
    return true;
  }

  function onKeyDown(event: KeyboardEvent) {
    const command = commandFor(event);
    if (command && run(command)) event.preventDefault();
  }
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
