export { SHORTCUTS, commandFor, isTypingTarget } from './shortcuts';
export { usePlayerShortcuts } from './use-player-shortcuts';
