import type { QueryClient } from '@tanstack/react-query';
import type { KeyValueStorage, SessionStore } from '@tangerine/session';
import type { Backend } from '../lib/backend';
import type { PlayerHandle } from '@tangerine/player-web';

/** Everything the app reaches outside React: created once in main.tsx, replaced by fakes in tests. */
export interface AppServices<Player extends PlayerHandle = PlayerHandle> {
  storage: KeyValueStorage;
  session: SessionStore;
  backend: Backend;
  player: Player;
  queryClient: QueryClient;
}
