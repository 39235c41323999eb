import type { KeyValueStorage } from '@tangerine/session';
import type { PersistedPlayerState } from '@tangerine/player-machine';

export const PLAYER_STORAGE_KEY = 'tangerine.player';

/** The saved player state as stored; the machine validates it (anything invalid is dropped and logged). */
export function loadPlayerState(storage: KeyValueStorage): PersistedPlayerState | null {
  try {
    const raw = storage.getItem(PLAYER_STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as PersistedPlayerState);
  } catch (error) {
    console.error('Saved player state could not be read; starting empty.', error);
    return null;
  }
}

export function savePlayerState(storage: KeyValueStorage, state: PersistedPlayerState): void {
  try {
    if (state.queue.length === 0) storage.removeItem(PLAYER_STORAGE_KEY);
    else storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    console.error('Player state could not be saved', error);
  }
}
