/**
 * Marks the controls that start or steer playback (a card's play button, a track row, the player
 * bar): an app can load its player when a pointer or the focus reaches one, before the click.
 */
export const PLAY_CONTROL = { 'data-play-control': '' } as const;

/** Matches an element marked with PLAY_CONTROL (use with `Element.closest`). */
export const PLAY_CONTROL_SELECTOR = '[data-play-control]';
