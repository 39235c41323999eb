import { initialContext } from './player-context.js';
import { isValidIndex } from './queue.js';
import type { PlayerContext, PlayerInput, PlayerTag } from './player-types.js';

/**
 * The state the machine starts in for `input` (nothing loaded, or a restored track paused), computed
 * without xstate: a UI renders it as a resting snapshot (`@tangerine/lazy-actor`) before the machine's
 * code has loaded; initial-state.test.ts checks it against the machine.
 */
export function initialPlayerState(input: PlayerInput | undefined): { value: 'idle' | { active: 'paused' }; context: PlayerContext; tags: PlayerTag[] } {
  const context = initialContext(input);
  return isValidIndex(context.queue, context.currentIndex) ? { value: { active: 'paused' }, context, tags: ['paused'] } : { value: 'idle', context, tags: ['idle'] };
}
