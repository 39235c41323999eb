export { FullscreenPlayer } from './fullscreen-player';
export { PlayerBar } from './player-bar';
