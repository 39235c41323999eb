import type { ActivationRequest, ActivationResult } from '@tangerine/session';
import type { PlayerBackend } from '@tangerine/player-web';

/**
 * The calls the frame makes outside the query cache: the player's (reportPlay, heartbeat,
 * stopActivity, freshStreamUrl) and the activation. The app wires them to the API client;
 * tests hand in fakes.
 */
export interface Backend extends PlayerBackend {
  activate(body: ActivationRequest): Promise<ActivationResult>;
}
