import type { ActivationRequest, ActivationResult } from '@tangerine/session';
import type { HeartbeatPayload, PlayerTrack } from '@tangerine/player-machine';

/**
 * The calls the frame makes outside the query cache. The app wires them to the API client;
 * tests hand in fakes.
 */
export interface Backend {
  activate(body: ActivationRequest): Promise<ActivationResult>;
  /** Track-play for the charts plus the play count of the song, episode or station; failures are logged only. */
  reportPlay(track: PlayerTrack): Promise<void>;
  /** Logged only. */
  heartbeat(deviceId: string, payload: HeartbeatPayload): Promise<void>;
  /** Logged only. */
  stopActivity(deviceId: string): Promise<void>;
  /** A new signed audio URL for an item whose URL expired (a queue resumed hours later); null when none. */
  freshStreamUrl(track: PlayerTrack): Promise<string | null>;
}
