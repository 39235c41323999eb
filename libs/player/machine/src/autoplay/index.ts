export * from './autoplay-rules.js';
export {
  autoplayMachine,
  AUTOPLAY_RETRY_MS,
  type AppendTracksParams,
  type AutoplayContext,
  type AutoplayEvent,
  type AutoplayInput,
  type AutoplayMachine,
  type RequestMixParams,
} from './autoplay.machine.js';
