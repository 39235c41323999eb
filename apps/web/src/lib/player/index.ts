export { usePreparePlayer } from './use-prepare-player';
