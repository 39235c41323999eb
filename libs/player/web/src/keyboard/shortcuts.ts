/** The listener's keyboard shortcuts, in the order the shortcuts dialog lists them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: '← / →', action: 'Seek back / forward 5 seconds' },
  { keys: 'Shift + ← / →', action: 'Previous / next track' },
  { keys: 'M', action: 'Mute / unmute' },
  { keys: 'S', action: 'Shuffle on / off' },
  { keys: 'R', action: 'Repeat: off, all, one' },
  { keys: 'F', action: 'Fullscreen player' },
  { keys: '< / >', action: 'Podcast episode slower / faster (0.1×)' },
  { keys: 'E', action: 'Equalizer on / off' },
  { keys: '/', action: 'Search' },
  { keys: '?', action: 'Show these shortcuts' },
];

export const SEEK_STEP_SECONDS = 5;

export type ShortcutCommand =
  | { type: 'toggle' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'mute' }
  | { type: 'shuffle' }
  | { type: 'repeat' }
  | { type: 'fullscreen' }
  | { type: 'speedBy'; step: number }
  | { type: 'equalizer' }
  | { type: 'search' }
  | { type: 'help' };

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'time']);

/** True while the listener types in a field: no shortcut may fire then. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return (target as HTMLElement).isContentEditable || target.closest('[contenteditable="true"]') !== null;
}

/** Keys an interactive element uses itself (Space presses a button, arrows move a slider). */
function isOwnedByTarget(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (event.key === ' ') return target.closest('button, a[href], [role="button"], [role="slider"], summary') !== null;
  if (event.key.startsWith('Arrow')) return target.closest('[role="slider"], [role="tab"], [role="menu"], [role="listbox"]') !== null;
  return false;
}

/** Inside a dialog other than the fullscreen player (the one with the visualizer), keys belong to the dialog. */
function isInsideDialog(target: EventTarget | null): boolean {
  const dialog = target instanceof Element ? target.closest('[role="dialog"], [role="alertdialog"]') : null;
  return dialog !== null && dialog.querySelector('[data-bars]') === null;
}

/** The command a key press stands for, or null when it is not a shortcut right now. */
export function commandFor(event: KeyboardEvent): ShortcutCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target) || isOwnedByTarget(event) || isInsideDialog(event.target)) return null;
  switch (event.key) {
    case ' ':
      return { type: 'toggle' };
    case 'ArrowLeft':
      return event.shiftKey ? { type: 'previous' } : { type: 'seekBy', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return event.shiftKey ? { type: 'next' } : { type: 'seekBy', seconds: SEEK_STEP_SECONDS };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 's':
    case 'S':
      return { type: 'shuffle' };
    case 'r':
    case 'R':
      return { type: 'repeat' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case '<':
      return { type: 'speedBy', step: -0.1 };
    case '>':
      return { type: 'speedBy', step: 0.1 };
    case 'e':
    case 'E':
      return { type: 'equalizer' };
    case '/':
      return { type: 'search' };
    case '?':
      return { type: 'help' };
    default:
      return null;
  }
}
