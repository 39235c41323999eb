export { song, station } from '@tangerine/player-web/testing';
