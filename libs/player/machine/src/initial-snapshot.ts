import { initialContext } from './player-context.js';
import { isValidIndex } from './queue.js';
import type { PlayerInput, PlayerTag } from './player-types.js';
import type { PlayerSnapshot } from './selectors.js';

/**
 * The snapshot the machine starts in for `input`, computed without xstate: a UI can render the
 * player (nothing loaded, or a restored track paused) before the machine's code has loaded, and
 * hand over to the running actor when it has. It answers what the selectors read (`context`,
 * `hasTag`, `matches`, `value`, `status`); initial-snapshot.test.ts checks it against the machine.
 * Sending it events is the running actor's job: `can` answers false.
 */
export function initialPlayerSnapshot(input: PlayerInput | undefined): PlayerSnapshot {
  const context = initialContext(input);
  const restored = isValidIndex(context.queue, context.currentIndex);
  const tag: PlayerTag = restored ? 'paused' : 'idle';
  const value = restored ? { active: 'paused' } : 'idle';
  const snapshot = {
    status: 'active',
    value,
    context,
    tags: new Set<PlayerTag>([tag]),
    children: {},
    error: undefined,
    output: undefined,
    historyValue: {},
    hasTag: (candidate: string) => candidate === tag,
    matches: (state: unknown) => state === (restored ? 'active' : 'idle') || (restored && isActivePaused(state)),
    can: () => false,
    getMeta: () => ({}),
    toJSON: () => ({ status: 'active', value, context, tags: [tag] }),
  };
  return snapshot as unknown as PlayerSnapshot;
}

function isActivePaused(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { active?: unknown }).active === 'paused' && Object.keys(state).length === 1;
}
