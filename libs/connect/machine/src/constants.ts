/** How long a handover waits for the new device to report that it plays before taking playback back. */
export const HANDOVER_TIMEOUT_MS = 8000;
/** How long "Play here" waits for the playing device to hand over before resuming from its last state. */
export const CLAIM_TIMEOUT_MS = 5000;
/** Waits before each reconnection of a lost channel, then the last one again and again. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
