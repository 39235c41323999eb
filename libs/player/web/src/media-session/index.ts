export { bindMediaSession } from './media-session';
