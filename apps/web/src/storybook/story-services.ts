// Fresh app services for one story: a session, a backend that records nothing, the app's real
// player service over a silent <audio> element, and a query cache with the app's defaults.
import { QueryClient } from '@tanstack/react-query';
import type { PlayerTrack } from '@tangerine/player-machine';
import type { Track } from '@tangerine/api';
import { queryClientDefaults } from '../api/query-defaults';
import type { AppServices } from '../app/services';
import type { Backend } from '../lib/backend';
import { provideEqualizer } from '@tangerine/player-web/equalizer';
import { createPlayerService, provideSleepTimer, trackToPlayerItem } from '@tangerine/player-web';
import { createBrowserSession, memoryStorage } from '../lib/session';
import { configureStoryApi, type ApiTable } from './mock-api';
import { setRoomService, type RoomService } from '@tangerine/rooms-web';
import { createRoomService } from '@tangerine/rooms-web/room-service';
import { createRoomCalls } from '@tangerine/rooms-web/room-calls';
import { setRoomStreamingQuality } from '@tangerine/player-web';
import { api } from '../api/client';

export const STORY_CODE = 'ABCD-1234-EFGH';
export const STORY_EXPIRY = '2099-01-05T00:00:00.000Z';
export const STORY_DEVICE_ID = 'web-1700000000000abcdefghi';

/** idle: nothing loaded (no player bar); playing: a queue playing; fullscreen: playing, fullscreen open. */
export type PlayerSetup = 'idle' | 'playing' | 'paused' | 'fullscreen';

export interface StoryServicesOptions {
  api?: ApiTable;
  /** Replaces parts of the quiet backend (e.g. an activation that never answers). */
  backend?: Partial<Backend>;
  activated?: boolean;
  /** Days until the subscription ends (default: far in the future). */
  expiryDate?: string;
  player?: PlayerSetup;
  /** The queue for playing/fullscreen (API tracks), and where in it the player stands. */
  queue?: readonly Track[];
  /** A queue already converted (radio stations, podcast episodes); wins over `queue`. */
  playerQueue?: readonly PlayerTrack[];
  startIndex?: number;
  /** Seconds into the current track. */
  elapsed?: number;
  /** This device is in the room `GET /api/v1/rooms/current` answers (in `api`): the room service runs on the table. */
  inRoom?: boolean;
}

/**
 * An `<audio>` element that never loads or sounds: `src` is a plain property (a real one would fetch
 * the fixture's stream URL) and play/pause only succeed. The machine stays the truth for the UI.
 */
function silentAudio(): HTMLAudioElement {
  const audio = document.createElement('audio');
  Object.defineProperty(audio, 'src', { value: '', writable: true });
  audio.load = () => undefined;
  audio.play = () => Promise.resolve();
  audio.pause = () => undefined;
  return audio;
}

const quietBackend: Backend = {
  activate: async () => ({ activated: true, expiry_date: STORY_EXPIRY, plan: 'Premium', access_token: 'story-access-token', refresh_token: 'story-refresh-token', expires_in: 3600 }),
  reportPlay: async () => undefined,
  heartbeat: async () => undefined,
  stopActivity: async () => undefined,
  freshStreamUrl: async () => null,
};

export function createStoryServices(options: StoryServicesOptions = {}): AppServices {
  const storage = memoryStorage();
  const session = createBrowserSession(storage);
  if (options.activated !== false) {
    session.activate({
      code: STORY_CODE,
      expiryDate: options.expiryDate ?? STORY_EXPIRY,
      deviceId: STORY_DEVICE_ID,
      accessToken: 'story-access-token',
      refreshToken: 'story-refresh-token',
    });
  }
  configureStoryApi(options.api ?? {}, () => session.getDeviceId());
  const backend: Backend = { ...quietBackend, ...options.backend };
  const player = createPlayerService({ audio: silentAudio(), createAudio: silentAudio, storage, session, backend, random: () => 0.5 });
  void provideSleepTimer(player, storage);
  provideEqualizer(player, storage);
  const setup = options.player ?? 'idle';
  if (setup !== 'idle') {
    const tracks: PlayerTrack[] = options.playerQueue ? [...options.playerQueue] : (options.queue ?? []).flatMap((track) => trackToPlayerItem(track) ?? []);
    if (tracks.length === 0) throw new Error(`A "${setup}" player needs a queue`);
    const startIndex = options.startIndex ?? 0;
    player.actor.send({ type: 'queue.set', tracks, startIndex });
    const duration = tracks[startIndex]?.duration ?? 0;
    player.actor.send({ type: 'media.durationChange', duration });
    player.actor.send({ type: 'media.timeUpdate', currentTime: options.elapsed ?? Math.min(75, duration) });
    if (setup === 'paused') player.actor.send({ type: 'playback.pause' });
    if (setup === 'fullscreen') player.actor.send({ type: 'fullscreen.toggle' });
  }
  const queryClient = new QueryClient({
    defaultOptions: { ...queryClientDefaults, queries: { ...queryClientDefaults.queries, retry: false } },
  });
  return { storage, session, backend, player, queryClient };
}

/** The room service of a story whose device is in a room: the room is read from the story's API table, which `setRoomService` makes the page's. */
export function startStoryRoom(services: AppServices): RoomService {
  const player = { actor: services.player.actor, audioContext: () => null, heardPosition: () => null, nudgeRate: () => undefined, setStreamingQuality: setRoomStreamingQuality };
  const rooms = createRoomService({ calls: createRoomCalls(api), player, toPlayerTrack: trackToPlayerItem, thisDeviceId: STORY_DEVICE_ID });
  setRoomService(rooms);
  void rooms.refresh();
  return rooms;
}
